/**
 * The router entry points the site uses, and only those. The shell provides this module to every
 * remote as a federation singleton (one router context per page); sharing react-router-dom itself
 * would ship the whole library (~63 KB gzip) since shared modules cannot be tree-shaken, while this
 * re-export bundles just what is listed. Import routing from here, never from react-router-dom.
 * (Tests may use react-router-dom's MemoryRouter; the prerenderer its StaticRouter.)
 */
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
export type { LinkProps, NavLinkProps, To } from 'react-router-dom'
