import { Link } from 'shared/router'
import { buttonVariants, Container } from 'shared/ui'
import { shellCopy } from '../content/navigation'
import { usePageAnalytics } from '../analytics/use-page-analytics'
import { notFoundHead, useNotFoundHead } from '../head/use-document-head'

export function NotFound() {
  useNotFoundHead()
  usePageAnalytics(null, notFoundHead.title)
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-bold text-brand-700" aria-hidden="true">
        {shellCopy.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">
        <span className="sr-only">{shellCopy.notFound.code} </span>
        {shellCopy.notFound.title}
      </h1>
      <p className="mt-3 text-ink-600">{shellCopy.notFound.body}</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        {shellCopy.notFound.home}
      </Link>
    </Container>
  )
}
