export interface NavLink {
  label: string
  to: string
}

export const headerLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Pharm Partners', to: '/pharmacy-partners' },
  { label: 'Free Audit', to: '/marketing-audit' },
  { label: 'TeleHealth', to: '/telehealth-empire' },
  { label: 'Blog', to: '/blog' },
]

export const footerQuickLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Pharm Partners', to: '/pharmacy-partners' },
  { label: 'Free Audit', to: '/marketing-audit' },
  { label: 'TeleHealth Empire', to: '/telehealth-empire' },
  { label: 'Blog', to: '/blog' },
]

export const footerLegalLinks: NavLink[] = [
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
]

export const shellCopy = {
  skipLink: 'Skip to main content',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  primaryNav: 'Primary',
  bookCall: 'Book Call',
  callUs: 'Call',
  footerBlurb:
    'Pre-qualified patient leads, CRM automation and pharmacy savings for medical spas, wellness practices, GLP-1 clinics and telehealth start-ups.',
  quickLinksHeading: 'Quick links',
  contactHeading: "Let's talk",
  letsTalk: "Let's Talk",
  letsTalkMessage: "Hi! I'd like to talk about growing my practice.",
  followHeading: 'Follow us',
  rights: 'All rights reserved.',
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    body: "The page you're looking for doesn't exist or has moved.",
    home: 'Return to Home',
    suggestions: 'Or go straight to',
  },
  remoteError: {
    title: "This part of the page couldn't load",
    body: 'A temporary problem stopped this section from loading. The rest of the site still works, and you can call or text us any time.',
    retry: 'Retry',
    retrying: 'Retrying…',
    stillFailing: 'It still could not load. Reloading the page may help.',
    kept: "Part of this page didn't finish loading: you can read it, but some of its buttons may not respond.",
  },
  loading: 'Loading page…',
}
