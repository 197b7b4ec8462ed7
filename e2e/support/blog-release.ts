import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The heading the second release changes, as each release shows it. */
export const changedHeading = { before: 'Step 1: Choose one service line and one patient', after: 'Step 1: Choose one service line, one patient and one promise' }
/** The article only the second release has. */
export const newArticle = {
  path: '/blog/telehealth-pricing-playbook',
  title: 'The Telehealth Pricing Playbook for Wellness Clinics',
  description: 'How wellness clinics price telehealth memberships, GLP-1 programs and follow-up visits so patients stay and margins hold, with worked examples.',
}

function edit(file: string, change: (text: string) => string) {
  const before = readFileSync(file, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`The release edit did not apply to ${file}`)
  writeFileSync(file, after)
}

/**
 * Builds a second release of remote-blog from a modified copy of its source, as the blog team
 * would: one heading changed, one new article. The copy sits inside the repository so it resolves
 * the same packages (`shared` among them); it builds with the remote's own config and tooling.
 * Returns the release folder (its dist/). `name` keeps specs that run at once out of each other's copy.
 */
export function buildSecondBlogRelease(name = 'remote-blog-v2'): string {
  const work = join(repoRoot, '.e2e-releases', name)
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const source = join(repoRoot, 'remote-blog')
  for (const entry of ['src', 'build', 'package.json', 'tsconfig.json', 'vite.config.ts']) cpSync(join(source, entry), join(work, entry), { recursive: true })
  // One folder deeper than the remote itself.
  edit(join(work, 'tsconfig.json'), (text) => text.replace('"../tsconfig.base.json"', '"../../tsconfig.base.json"'))
  const articles = join(work, 'src/content/articles')
  edit(join(articles, 'how-to-launch-a-telehealth-practice.ts'), (text) => text.replace(`## ${changedHeading.before}`, `## ${changedHeading.after}`))
  const slug = newArticle.path.slice('/blog/'.length)
  const base = readFileSync(join(articles, 'building-patient-trust-telehealth.ts'), 'utf8')
  writeFileSync(
    join(articles, `${slug}.ts`),
    base
      .replace(/slug: '[^']+'/, `slug: '${slug}'`)
      .replace(/title:\s*'[^']+'/, `title: '${newArticle.title}'`)
      .replace(/description:\s*'[^']+'/, `description: '${newArticle.description}'`)
      .replace(/date: '[^']+'/, "date: '2026-11-20'")
      .replace(/metaTitle: '[^']+',?/, ''),
  )
  edit(join(articles, 'index.ts'), (text) =>
    text.replace("import type { Article } from '../article-types'", `import type { Article } from '../article-types'\nimport { article as pricingPlaybook } from './${slug}'`).replace('export const articles: readonly Article[] = [', 'export const articles: readonly Article[] = [\n  pricingPlaybook,'),
  )
  edit(join(work, 'src/exposed/routes.tsx'), (text) =>
    text.replace("export const remoteRoutes = defineRemoteRoutes(routeData, {", `export const remoteRoutes = defineRemoteRoutes(routeData, {\n  '${newArticle.path}': lazyArticle(() => import('../content/articles/${slug}')),`),
  )
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: work,
    env: { ...process.env, SITE_CONFIG_JSON: '{}' },
    stdio: 'pipe',
  })
  return join(work, 'dist')
}
