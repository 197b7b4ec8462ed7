import { articles } from '../../../remote-blog/src/content/articles'

/**
 * The blog's articles, read from its content (remote-blog's unit tests hold that to the six of
 * docs/product.md §12): a new article is visited, listed and fed here without editing a spec.
 */
export const blogArticles = articles.map(({ slug, title, category, date }) => ({ slug, title, category, date }))

export const blogAliases: [alias: string, target: string][] = [
  ['/blog/telehealth-guide', '/blog/how-to-launch-a-telehealth-practice'],
  ['/blog/telehealth-compliance', '/blog/telehealth-compliance-regulations'],
  ['/blog/pharmacy-partnerships', '/blog/compounding-pharmacy-partnerships'],
  ['/blog/glp1-revenue', '/blog/glp1-weight-loss-revenue-stream'],
  ['/blog/patient-trust', '/blog/building-patient-trust-telehealth'],
  ['/blog/digital-marketing', '/blog/digital-marketing-aesthetic-practices'],
]

export const closingCtaTargets = ['/telehealth-empire', '/pharmacy-partners', '/marketing-audit']
