import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { slugify } from '../../remote-blog/src/lib/slugify'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The heading the second release changes, as each release shows it. */
export const changedHeading = { before: 'Step 1: Choose one service line and one patient', after: 'Step 1: Choose one service line, one patient and one promise' }
/** The article only the second release has. */
export const newArticle = {
  path: '/blog/telehealth-pricing-playbook',
  title: 'The Telehealth Pricing Playbook for Wellness Clinics',
  description: 'How wellness clinics price telehealth memberships, GLP-1 programs and follow-up visits so patients stay and margins hold, with worked examples.',
}
/** The live article the second release publishes as the new one, under its path, title and description. */
const renamedArticle = '/blog/building-patient-trust-telehealth'

const textFile = /\.(js|mjs|css|html|json|xml|txt)$/

/** Every file under `folder`, by its path relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/** Copies the blog's build (`remote-blog/dist`) to `folder`, to make a release of it. Returns `folder`. */
export function copyBlogBuild(folder: string): string {
  cpSync(join(repoRoot, 'remote-blog/dist'), folder, { recursive: true })
  return folder
}

/**
 * Edits the text files of a release folder (those whose path in it `only` matches, when given), as
 * a team's next build would differ: a changed file loses its compressed twins, which would still
 * hold the build's bytes.
 */
export function editRelease(folder: string, change: (text: string) => string, only?: RegExp): void {
  for (const file of filesUnder(folder)) {
    if (!textFile.test(file) || (only && !only.test(file))) continue
    const before = readFileSync(join(folder, file), 'utf8')
    const after = change(before)
    if (after === before) continue
    writeFileSync(join(folder, file), after)
    for (const twin of ['.br', '.gz']) rmSync(join(folder, `${file}${twin}`), { force: true })
  }
}

/**
 * The second release of the blog the composition specs register: one heading changed (its anchor
 * with it) and one new article, `newArticle`, which takes the place of one live article (its
 * page, body, chunk, card and every link to it), so the site gains a page the live release lacks.
 */
export function secondBlogRelease(folder: string): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'remote-blog/dist/release.json'), 'utf8')) as { routes: { pages: { path: string; title: string; headline?: string; description: string }[] } }
  const renamed = manifest.routes.pages.find((page) => page.path === renamedArticle)
  if (!renamed?.headline) throw new Error(`The blog's build has no article at ${renamedArticle} to publish as the new one`)
  const replacements: [string, string][] = [
    [changedHeading.before, changedHeading.after],
    [slugify(changedHeading.before), slugify(changedHeading.after)],
    // The headline first: the page's title is its shorter form, which the headline begins with.
    [renamed.headline, newArticle.title],
    [renamed.title, newArticle.title],
    [renamed.description, newArticle.description],
    [renamedArticle.slice('/blog/'.length), newArticle.path.slice('/blog/'.length)],
  ]
  const replaceAll = (text: string) => replacements.reduce((result, [from, to]) => result.replaceAll(from, to), text)
  copyBlogBuild(folder)
  editRelease(folder, replaceAll)
  // The article's chunk, body and card, named by its path.
  for (const file of filesUnder(folder)) {
    if (replaceAll(file) !== file) renameSync(join(folder, file), join(folder, replaceAll(file)))
  }
  const published = readFileSync(join(folder, 'release.json'), 'utf8')
  if (!published.includes(newArticle.path) || published.includes(renamedArticle)) throw new Error(`The release edit did not publish ${newArticle.path}`)
  return folder
}
