import { memo, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { NavLink, useLocation } from 'shared/singletons/router'
import { getSiteConfig } from 'shared/singletons/config'
import { telHref } from 'shared/helpers/contact-links'
import { cn } from 'shared/helpers/cn'
import { headerLinks, shellCopy } from '../content/navigation'
import { focusRing, navClass } from './nav-class'

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

/** False in a browser without popovers (Safari before 17, Firefox before 125): its menu never opens. */
const hasPopovers = () => 'popover' in HTMLElement.prototype

/** The menu's id; the shell's stylesheet places it (under the header's bar) by it. */
const menuId = 'site-menu'

/** Names the header as the menu's anchor (the header's own class list). */
export const menuAnchor = '[anchor-name:--site-header]'

/**
 * The phone's menu: its button and the menu, an `auto` popover the button opens itself
 * (`popovertarget`): no script runs between the tap and the frame that shows it (React's first
 * update of the page ran there, its largest part), and the menu needs no script at all. The
 * browser closes it on Escape and on a tap anywhere else (the tap still reaches what it landed
 * on) and gives focus in it back to the button; it closes too when the visitor navigates, and
 * when Tab moves focus out of the header.
 * The browser exposes the button's expanded state (a popover's invoker); its name follows the
 * popover's `toggle` event. `within` is the header.
 */
export function MobileMenu({ within }: { within: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false)
  const menuRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()

  // Focus on a link of the menu leaves with it rather than back to the button: after a navigation
  // the new page's main content takes it (use-route-focus).
  const closeMenu = useCallback(() => {
    const menu = menuRef.current
    if (!menu || !hasPopovers()) return
    if (menu.contains(document.activeElement)) (document.activeElement as HTMLElement).blur()
    menu.hidePopover()
  }, [])
  // Every navigation closes it (also Back/Forward and a link elsewhere on the page); not the first
  // render: a menu opened before the page was live stays open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeMenu()
  }, [pathname, closeMenu])
  // The button opens the menu before the page is live (the boot script leaves its tap to the
  // browser): its name then follows from the menu's state once React takes over.
  useEffect(() => {
    if (hasPopovers() && menuRef.current?.matches(':popover-open')) setOpen(true)
  }, [])
  useEffect(() => {
    if (!open) return
    // Tabbing on past its last link would leave the open menu covering where focus went.
    const closeIfOutside = (event: Event) => {
      if (!within.current?.contains(event.target as Node)) closeMenu()
    }
    document.addEventListener('focusin', closeIfOutside)
    return () => document.removeEventListener('focusin', closeIfOutside)
  }, [open, within, closeMenu])

  return (
    <>
      <button
        type="button"
        className={cn('inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-100 xl:hidden', focusRing)}
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-label={open ? shellCopy.menuClose : shellCopy.menuOpen}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label={`${shellCopy.primaryNav} (mobile)`}
        className="border-ink-200 bg-white text-ink-900 shadow-lg xl:hidden"
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        <MenuLinks onChoose={closeMenu} />
      </nav>
    </>
  )
}
