/** The six blog categories (docs/product.md §12). */
export type ArticleCategory = 'Telehealth' | 'Weight Loss' | 'Pharmacy' | 'Marketing' | 'Compliance' | 'Patient Care'

/** Where an article's closing call to action sends the reader. */
export type ArticleCtaTarget = '/telehealth-empire' | '/pharmacy-partners' | '/marketing-audit'

export interface Article {
  /** URL segment: the article lives at /blog/{slug}. */
  slug: string
  title: string
  /**
   * Optional shorter title for the document head and search results when `title` is too long
   * (the page title must be 30-60 characters including " | Elevate Practice Partners" if it fits).
   */
  metaTitle?: string
  /** One or two sentences for the blog card. */
  excerpt: string
  category: ArticleCategory
  /** Publication date, ISO YYYY-MM-DD. */
  date: string
  /** Last reviewed/updated date, ISO YYYY-MM-DD (compliance statements are dated). */
  updated: string
  /** Meta description, 120-160 characters. */
  description: string
  keywords: string[]
  /** Three intro stats shown above the article, e.g. { value: '28%', label: '...' }. */
  stats: { value: string; label: string }[]
  /**
   * The article in Markdown: `##` section headings (they become the table of contents),
   * optional `###` sub-headings, paragraphs, lists, bold, and links to internal paths only
   * (other articles /blog/{slug}, /services/..., /pharmacy-partners, /telehealth-empire, /marketing-audit).
   * 1,000-2,000 words. The read time is computed from the word count.
   */
  body: string
  cta: { heading: string; description: string; label: string; to: ArticleCtaTarget }
}
