import { memo, useRef } from 'react'
import { Link, NavLink } from 'shared/singletons/router'
import { getSiteConfig } from 'shared/singletons/config'
import { telHref } from 'shared/helpers/contact-links'
import { cn } from 'shared/helpers/cn'
import { Button, buttonVariants, Container } from 'shared/singletons/ui'
import { headerLinks, shellCopy } from '../content/navigation'
import { menuAnchor, MobileMenu } from './mobile-menu'
import { focusRing, navClass } from './nav-class'
import { useBookCall } from './use-book-call'

/** Memoized: the header renders again on each navigation (Book Call reads the location); the links follow it themselves. */
const BarLinks = memo(function BarLinks() {
  return (
    <ul className="flex items-center gap-1">
      {headerLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={navClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
})

export function Header() {
  const bookCall = useBookCall()
  const { businessName, phone } = getSiteConfig()
  const headerRef = useRef<HTMLElement>(null)

  return (
    <header ref={headerRef} className={cn('sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur', menuAnchor)}>
      {/* Wraps only when a reader's own text spacing (WCAG 1.4.12) makes the bar too wide for one row. */}
      {/* On a phone the brand shrinks first (basis 0, two lines if need be), so the brand, Book Call
          and the menu button share one row from 320 px up. */}
      <Container width="wide" className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1 sm:gap-x-4">
        <Link
          to="/"
          className={cn('min-w-0 flex-1 basis-0 rounded-md font-display text-base leading-tight font-bold text-ink-900 sm:flex-none sm:basis-auto sm:text-lg sm:whitespace-nowrap', focusRing)}
        >
          {businessName}
        </Link>
        {/* The full bar needs 1280 px: below that the links live in the menu rather than wrap. */}
        <nav aria-label={shellCopy.primaryNav} className="hidden xl:block">
          <BarLinks />
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <a href={telHref(phone.e164)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'whitespace-nowrap max-sm:hidden')} data-cta="header-call">
            {shellCopy.callUs} {phone.display}
          </a>
          <Button size="sm" className="whitespace-nowrap" onClick={bookCall} data-cta="header-book-call">
            {shellCopy.bookCall}
          </Button>
          <MobileMenu within={headerRef} />
        </div>
      </Container>
    </header>
  )
}
