import { useEffect, useRef } from 'react'
import { Link } from 'shared/router'
import { buttonVariants, Container } from 'shared/ui'
import { auditPageContent } from '../../content/audit-page'

/**
 * Replaces the whole audit page once the backend refuses for the rate limit (SPEC §2). Focus moves
 * to its heading because the form the visitor was on is gone.
 */
export function RateLimitScreen() {
  const copy = auditPageContent.rateLimit
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 text-accent-500" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 font-display text-3xl font-bold text-ink-900 outline-none sm:text-4xl">
        {copy.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{copy.body}</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })} data-cta="rate-limit-return-home">
        {copy.returnHome}
      </Link>
    </Container>
  )
}
