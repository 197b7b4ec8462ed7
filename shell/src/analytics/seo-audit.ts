/** The SEO self-audit of docs/product.md §13, run on each page in the browser and reported to analytics. */
export interface SeoAuditInput {
  title: string
  description: string
  wordCount: number
  loadTimeMs: number
  /** Pages that are a form or an embed by nature skip the thin-content rule. */
  thinContentExempt: boolean
}

export interface SeoAuditResult {
  score: number
  issues: string[]
  recommendations: string[]
}

export function auditSeo(input: SeoAuditInput): SeoAuditResult {
  const issues: string[] = []
  const recommendations: string[] = []
  const t = input.title.length
  if (t === 0) issues.push('Missing title')
  else if (t < 30 || t > 60) recommendations.push(`Title is ${t} characters (30-60 recommended)`)
  const d = input.description.length
  if (d === 0) issues.push('Missing meta description')
  else if (d < 120 || d > 160) recommendations.push(`Description is ${d} characters (120-160 recommended)`)
  if (!input.thinContentExempt && input.wordCount < 300) issues.push(`Thin content: ${input.wordCount} words (under 300)`)
  if (input.loadTimeMs > 3000) issues.push(`Slow load: ${Math.round(input.loadTimeMs)} ms (over 3000)`)
  return { score: Math.max(0, 100 - 10 * issues.length - 5 * recommendations.length), issues, recommendations }
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}
