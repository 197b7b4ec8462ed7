import { Section, SectionHeading } from 'shared/singletons/ui'
import { articleSummaries } from '../content/article-summaries'
import { blogIndexCopy } from '../content/blog-copy'
import { ArticleCard } from '../sections/blog-index/article-card'
import { BlogCta } from '../sections/blog-index/blog-cta'

/** /blog: the six article cards and a closing call to action. */
export function BlogIndexPage() {
  return (
    <>
      <Section tone="muted">
        <SectionHeading as="h1" eyebrow={blogIndexCopy.eyebrow} title={blogIndexCopy.title} intro={blogIndexCopy.intro} />
        <h2 className="sr-only">{blogIndexCopy.gridHeading}</h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articleSummaries.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Section>
      <BlogCta />
    </>
  )
}
