import { memo, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'shared/router'
import { getSiteConfig } from 'shared/config'
import { telHref } from 'shared/lib/contact-links'
import { cn } from 'shared/lib/cn'
import { Button, buttonVariants, Container } from 'shared/ui'
import { headerLinks, shellCopy } from '../content/navigation'
import { useBookCall } from './use-book-call'

/** The header is always white: a dark green ring reads there (the gold ring of the bands is for dark ones too). */
const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

function navClass({ isActive }: { isActive: boolean }, menu = false) {
  return cn(
    'rounded-md px-3 font-semibold whitespace-nowrap hover:bg-ink-100',
    focusRing,
    menu ? 'block py-3 text-base' : 'py-2 text-sm',
    isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-ink-800',
  )
}

/**
 * The link lists are memoized: opening or closing the menu re-renders the toggle and the menu's
 * `hidden`, not every link (a tap must be answered within 100 ms on a slow phone).
 */
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

const MenuLinks = memo(function MenuLinks({ onChoose }: { onChoose: () => void }) {
  const { phone } = getSiteConfig()
  return (
    // Choosing any link closes the menu, even one to the page already shown.
    <ul className="flex flex-col p-2" onClick={(event) => (event.target as HTMLElement).closest('a') && onChoose()}>
      {headerLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={(s) => navClass(s, true)}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <a href={telHref(phone.e164)} className={cn('block rounded-md px-3 py-3 font-semibold text-brand-800', focusRing)}>
          {shellCopy.callUs} {phone.display}
        </a>
      </li>
    </ul>
  )
})

export function Header() {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const { pathname } = useLocation()
  const bookCall = useBookCall()
  const { businessName, phone } = getSiteConfig()

  // The mobile menu closes whenever the visitor navigates (also by Back/Forward): adjust during render.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }

  const closeMenu = useCallback(() => setOpen(false), [])
  const headerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      // Focus inside the menu would fall to <body> as the menu hides: hand it back to the toggle.
      if (headerRef.current?.contains(document.activeElement)) toggleRef.current?.focus()
    }
    // A tap on the page below closes the menu, as it does on every site with one (the tap itself
    // still reaches what it landed on); so does tabbing on past its last link, or the open menu
    // would cover where focus went.
    const closeIfOutside = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', closeIfOutside)
    document.addEventListener('focusin', closeIfOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', closeIfOutside)
      document.removeEventListener('focusin', closeIfOutside)
    }
  }, [open])

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
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
          <button
            ref={toggleRef}
            type="button"
            className={cn('inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-100 xl:hidden', focusRing)}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? shellCopy.menuClose : shellCopy.menuOpen}
            onClick={() => setOpen((v) => !v)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </Container>
      {/* The header is sticky: on a short (landscape) screen the menu scrolls within what is left of it. */}
      {/* Laid over the page (absolute), not in its flow: opening it lays out the menu alone, and
          moves nothing below it. */}
      <nav
        id={menuId}
        aria-label={`${shellCopy.primaryNav} (mobile)`}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-y border-ink-200 bg-white shadow-lg xl:hidden"
      >
        <MenuLinks onChoose={closeMenu} />
      </nav>
    </header>
  )
}
