import { useEffect, useRef } from 'react'
import { getSiteConfig } from 'shared/singletons/config'
import { smsHref, telHref } from 'shared/helpers/contact-links'
import { Link } from 'shared/singletons/router'
import { buttonVariants, Container, PhoneNumber } from 'shared/singletons/ui'
import { auditPageContent } from '../../content/audit-page'
import { clock, Icon } from 'shared/ui/icons'

/**
 * Replaces the whole audit page once the backend refuses for the rate limit (docs/product.md §7). Focus moves
 * to its heading because the form the visitor was on is gone. Not a dead end: the typed request
 * stays in the tab's draft, and a call or a text reaches us now (visitors behind one shared address,
 * a clinic network or a mobile carrier, can meet the limit without having sent anything).
 */
export function RateLimitScreen() {
  const copy = auditPageContent.rateLimit
  const { phone, textNumber } = getSiteConfig()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Icon path={clock} className="size-16 text-accent-500" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 font-display text-3xl font-bold text-ink-900 outline-none sm:text-4xl">
        {copy.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{copy.description}</p>
      <p className="mt-4 max-w-xl text-ink-700">{copy.meanwhile}</p>
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <a href={telHref(phone.e164)} className={buttonVariants({ size: 'lg' })} data-cta="rate-limit-call">
          {copy.callUs} <PhoneNumber display={phone.display} />
        </a>
        <a href={smsHref(copy.textBody, textNumber.e164)} className={buttonVariants({ size: 'lg', variant: 'outline' })} data-cta="rate-limit-text">
          {copy.textUs}
        </a>
        <Link to="/" className={buttonVariants({ size: 'lg', variant: 'ghost' })} data-cta="rate-limit-return-home">
          {copy.returnHome}
        </Link>
      </div>
    </Container>
  )
}
