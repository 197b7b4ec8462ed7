import { Section } from 'shared/singletons/ui'
import type { Article } from '../content/article-types'
import { parseMarkdown, tableOfContents } from '../lib/markdown'
import { countWords, readMinutes } from '../lib/read-time'
import { ArticleCta } from '../sections/article/article-cta'
import { ArticleHeader } from '../sections/article/article-header'
import { ArticleStats } from '../sections/article/article-stats'
import { MarkdownContent } from '../sections/article/markdown-content'
import { MoreArticles } from '../sections/article/more-articles'
import { TableOfContents } from '../sections/article/table-of-contents'

/** The one template of all six articles (each article's text is its own lazy chunk). */
export function ArticlePage({ article }: { article: Article }) {
  const blocks = parseMarkdown(article.body)
  const toc = tableOfContents(blocks)
  return (
    <>
      <Section spacing="lead">
        <ArticleHeader article={article} readMinutes={readMinutes(countWords(article.body))} />
        <ArticleStats stats={article.stats} />
        <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
            <TableOfContents entries={toc} />
          </div>
          <div className="max-w-3xl">
            <MarkdownContent blocks={blocks} />
            <ArticleCta cta={article.cta} slug={article.slug} />
          </div>
        </div>
      </Section>
      <MoreArticles currentSlug={article.slug} />
    </>
  )
}
