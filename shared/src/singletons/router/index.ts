/**
 * The router entry points the site uses, and only those. The shell provides this module to every
 * remote as a federation singleton (one router per page); sharing react-router-dom itself would ship
 * the whole library since shared modules cannot be tree-shaken, while this re-export bundles just
 * what is listed (docs/decisions/first-load-libraries.md). Import routing from here, never from
 * react-router-dom. `Router`, `useNavigationType` and the navigation context let a section's own
 * React root follow the shell's router (shared/helpers/section). (Tests may use react-router-dom's MemoryRouter; a remote's standalone dev page its Routes.)
 */
export { BrowserRouter, Link, NavigationType, NavLink, Router, UNSAFE_NavigationContext, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
export type { LinkProps, Location, NavLinkProps, Navigator, To } from 'react-router-dom'
