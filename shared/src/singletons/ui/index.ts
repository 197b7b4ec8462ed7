import { lazy } from 'react'
export { Button, buttonVariants, type ButtonVariantProps } from './button'
export { Container, Section, SectionHeading } from './layout'
export { EmailAddress, PhoneNumber } from './contact-text'
// For the embedded frame's parts (see shared/ui/embedded-frame); other code may import shared/helpers/contact-links.
export { smsHref, telHref } from 'shared/helpers/contact-links'
export { ScrollButton } from './scroll-button'
export { RelatedResources, type RelatedResource } from './related-resources'
export { RemoteRoot, RemoteScope } from './remote-scope'
export { ReloadLink } from './reload-link'
export { deferSection, loadSections, useDeferredSections, type DeferredSection } from './deferred-section'
export { notify, Toaster } from './toasts'

/**
 * Only for remotes built before the calendar and the embedded frame left this share: the deployed
 * shell provides this module to releases built against earlier versions, which render these. They
 * load on first use, so no page's first load carries them. Current code builds its own from
 * `shared/ui/booking-section` and `shared/ui/embedded-frame` (docs/decisions/embeds-off-first-load.md).
 */
export const EmbeddedFrame = lazy(() => import('./embeds-for-older-remotes').then((m) => ({ default: m.EmbeddedFrame })))
export const BookingCalendar = lazy(() => import('./embeds-for-older-remotes').then((m) => ({ default: m.BookingCalendar })))
