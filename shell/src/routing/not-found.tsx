import { Link } from 'shared/singletons/router'
import { buttonVariants, Container } from 'shared/singletons/ui'
import { headerLinks, shellCopy } from '../content/navigation'
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
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
        <span className="sr-only">{shellCopy.notFound.code} </span>
        {shellCopy.notFound.title}
      </h1>
      <p className="mt-3 text-ink-600">{shellCopy.notFound.body}</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        {shellCopy.notFound.home}
      </Link>
      {/* A visitor who followed an old link usually wants a section, not the home page. */}
      <nav aria-label={shellCopy.notFound.suggestions} className="mt-10">
        <p className="text-sm font-semibold text-ink-700">{shellCopy.notFound.suggestions}</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-2">
          {headerLinks
            .filter((link) => link.to !== '/')
            .map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block rounded-md px-3 py-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </Container>
  )
}
