import { Link } from 'shared/singletons/router'
import { getSiteConfig } from 'shared/singletons/config'
import { mailtoHref, smsHref, telHref } from 'shared/helpers/contact-links'
import { buttonVariants, Container, EmailAddress } from 'shared/singletons/ui'
import { footerLegalLinks, footerQuickLinks, shellCopy } from '../content/navigation'
import { SocialIcon } from './social-icon'

export function Footer() {
  const { businessName, phone, textNumber, email, address, social } = getSiteConfig()
  return (
    <footer id="contact" className="bg-ink-950 text-ink-100">
      {/* Three columns only from lg: at md a column is narrower than the email address. */}
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-3">
        <div className="md:col-span-2 lg:col-span-1">
          <p className="font-display text-xl font-bold text-white">{businessName}</p>
          <p className="mt-3 text-sm text-ink-200">{shellCopy.footerBlurb}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-brand-200">{shellCopy.quickLinksHeading}</h2>
          {/* Links are padded to a 40 px row: a thumb-sized target without looking like buttons. */}
          <ul className="mt-2">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-2 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-widest text-brand-200">{shellCopy.contactHeading}</h2>
          <a href={smsHref(shellCopy.letsTalkMessage, textNumber.e164)} className={buttonVariants({ variant: 'accent', size: 'sm', className: 'mt-4' })} data-cta="footer-lets-talk">
            {shellCopy.letsTalk}
          </a>
          <ul className="mt-3 text-sm">
            <li>
              <a href={telHref(phone.e164)} className="inline-block py-2 hover:text-white hover:underline">
                {phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref(undefined, email)} className="inline-block py-2 wrap-anywhere hover:text-white hover:underline">
                <EmailAddress email={email} />
              </a>
            </li>
            <li className="mt-2">
              <address className="not-italic">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </li>
          </ul>
          <ul className="mt-4 flex gap-3" aria-label={shellCopy.followHeading}>
            {social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" className="inline-flex size-11 items-center justify-center rounded-full bg-ink-800 hover:bg-ink-700" aria-label={s.name}>
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Container className="flex flex-col gap-1 border-t border-ink-800 py-4 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {businessName}. {shellCopy.rights}
        </p>
        <ul className="flex gap-6">
          {footerLegalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-block py-2 hover:text-white hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </footer>
  )
}
