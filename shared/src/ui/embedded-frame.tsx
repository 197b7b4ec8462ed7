import { useEffect, useRef, type ComponentType } from 'react'
import type { getSiteConfig } from 'shared/singletons/config'
import { useNearViewport } from 'shared/helpers/use-near-viewport'
import { useReachable } from 'shared/helpers/use-reachable'
import { loadScriptOnce } from 'shared/helpers/load-script'
import type { smsHref, telHref } from 'shared/helpers/contact-links'
// Types only, from the modules that declare them: `shared/singletons/ui` loads this file for remotes
// built before it left that share, so typing the parts through it would close a cycle.
import type { buttonVariants } from '../singletons/ui/button'
import type { PhoneNumber } from '../singletons/ui/contact-text'

/**
 * The page's one `shared/singletons/ui` and site config, handed in by the remote (a kit part imports no
 * share: from inside `shared` the import would bundle second copies). The link helpers come from
 * `shared/singletons/ui` too, so the page that shows a frame on its first screen loads no chunk of theirs.
 * Call once per remote, at module scope.
 */
export interface EmbedParts {
  buttonVariants: typeof buttonVariants
  PhoneNumber: typeof PhoneNumber
  telHref: typeof telHref
  smsHref: typeof smsHref
  getSiteConfig: typeof getSiteConfig
}

export interface EmbeddedFrameProps {
  src: string
  /** Accessible name of the iframe, e.g. "Book a strategy call". */
  title: string
  /** Reserved height in pixels, so the page never shifts when the widget arrives. */
  height: number
  /** The provider's script, loaded once per page and only where a frame is shown. */
  scriptSrc?: string
  /** What the visitor was trying to do, for the fallback message. */
  purpose: string
}

/**
 * A third-party widget (booking calendar, onboarding form) in an iframe that loads only as the
 * visitor nears it: nothing of the widget's host is requested for the first paint (the prerendered
 * page holds a placeholder of the same height; without JavaScript, a plain iframe). When its host
 * can't be reached (offline, blocked, down) the same reserved space shows how to call or text us
 * instead, so a visitor never faces a blank box.
 */
export function embeddedFrame({ buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig }: EmbedParts): ComponentType<EmbeddedFrameProps> {
  return function EmbeddedFrame({ src, title, height, scriptSrc, purpose }: EmbeddedFrameProps) {
    const box = useRef<HTMLDivElement>(null)
    const near = useNearViewport(box)
    const reachability = useReachable(src, { enabled: near })
    useEffect(() => {
      if (scriptSrc && reachability === 'reachable') loadScriptOnce(scriptSrc)
    }, [scriptSrc, reachability])
    // The frame shows while its host is checked; a keyboard visitor may be inside it when the check
    // fails. Removing it would drop their focus to the top of the document: it goes to the message.
    // (A ref's cleanup runs before its element leaves the document, while it still holds focus.)
    const frameHadFocus = useRef(false)
    const { phone, textNumber } = getSiteConfig()

    return (
      <div ref={box} className="w-full overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-ink-200" style={{ minHeight: height }}>
        {reachability === 'unreachable' ? (
          <div
            ref={(message) => {
              if (message && frameHadFocus.current) message.focus()
              frameHadFocus.current = false
            }}
            tabIndex={-1}
            role="status"
            className="flex flex-col items-center justify-center gap-4 p-8 text-center text-ink-800"
            style={{ minHeight: height }}
          >
            <p className="text-xl font-semibold">The {purpose} could not load right now.</p>
            <p className="max-w-md">You can still reach us directly: call or text and we will get back to you within 24 hours.</p>
            <div className="flex flex-wrap justify-center gap-3">
              <a className={buttonVariants()} href={telHref(phone.e164)} data-cta="embed-fallback-call">Call <PhoneNumber display={phone.display} /></a>
              <a className={buttonVariants({ variant: 'outline' })} href={smsHref(undefined, textNumber.e164)} data-cta="embed-fallback-text">Text us</a>
            </div>
          </div>
        ) : reachability === 'idle' ? (
          <div aria-busy="true" className="relative flex items-center justify-center p-8 text-ink-600" style={{ height }}>
            <p>Loading the {purpose}…</p>
            <noscript>
              <iframe src={src} title={title} loading="lazy" className="absolute inset-0 block h-full w-full border-0 bg-white" />
            </noscript>
          </div>
        ) : (
          <iframe ref={(frame) => () => void (frameHadFocus.current = document.activeElement === frame)} src={src} title={title} loading="lazy" className="block w-full border-0" style={{ height }} />
        )}
        <p className="border-t border-ink-100 px-4 py-3 text-center text-sm text-ink-600">
          Trouble with the {purpose}? <a className="font-semibold whitespace-nowrap text-brand-700 underline" href={telHref(phone.e164)}>Call {phone.display}</a> or{' '}
          <a className="font-semibold text-brand-700 underline" href={smsHref(undefined, textNumber.e164)}>text us</a>.
        </p>
      </div>
    )
  }
}
