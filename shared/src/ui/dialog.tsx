import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { cn } from 'shared/helpers/cn'

interface DialogProps {
  /** What its openers name: `<button {...dialogOpener(id)}>`. */
  id: string
  title: ReactNode
  description?: ReactNode
  /** The dialog's actions (and any further content), below the description. */
  children?: ReactNode
  className?: string
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/*
 * Closed, it is laid out off screen and invisible (not display: none, the browser's default), so
 * its styles and text are computed with the page, not in the tap that opens it: that first
 * computation was most of the tap's time (docs/decisions/interaction-latency.md). Invisible
 * content is neither focusable nor read out, as when it is not displayed.
 */
const closedButLaidOut = 'not-open:invisible not-open:fixed not-open:block not-open:inset-auto not-open:top-0 not-open:-left-[200vw]'

/** The control that last opened each dialog, where focus goes back to when it closes. */
const openers = new Map<string, HTMLElement>()

/**
 * Props for a button that opens the dialog `id`. The browser opens it itself (`popovertarget`,
 * the popover's invoker): no script runs between the tap and the frame that shows it, and the
 * button works before the page's script has started.
 */
export function dialogOpener(id: string) {
  return {
    popoverTarget: id,
    popoverTargetAction: 'show',
    'aria-haspopup': 'dialog',
    onClick: (event: MouseEvent<HTMLElement>) => void openers.set(id, event.currentTarget),
  } as const
}

/** Closes the dialog that holds `element` (for an action inside it that does more than close). */
export function closeDialog(element: Element): void {
  element.closest<HTMLElement>('[popover]:popover-open')?.hidePopover()
}

/*
 * A modal dialog drawn by the browser as an `auto` popover: it sits in the top layer (above
 * everything, no portal, so it stays inside its remote's style scope) over a ::backdrop, and the
 * browser opens it from its openers, focuses its first control (autofocus) and closes it on
 * Escape (a click on the backdrop closes it too). It is modal to assistive technology
 * (aria-modal) and to the keyboard (Tab and Shift+Tab go round inside it); the backdrop takes
 * every click and the page does not scroll behind it (the shell's stylesheet).
 *
 * Not showModal(): making the page inert restyles every element of it, and on the home page that
 * took most of the tap's time (docs/decisions/interaction-latency.md).
 */
export function Dialog({ id, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // The browser moves focus to the autofocus control when it shows the popover. Opened before its
  // section was live (the browser opens it from its openers), it had none: focus goes there now,
  // and back to the opener when it closes (the focused opener: the button a click focused).
  useEffect(() => {
    const dialog = ref.current
    const first = dialog?.querySelector<HTMLElement>(focusable)
    first?.setAttribute('autofocus', '')
    if (!dialog || !('popover' in HTMLElement.prototype) || !dialog.matches(':popover-open') || dialog.contains(document.activeElement)) return
    const active = document.activeElement
    if (active instanceof HTMLElement && active.getAttribute('popovertarget') === id) openers.set(id, active)
    first?.focus()
  }, [id])

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('m-auto w-[calc(100%-2rem)] max-w-md rounded-card border-0 bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-950/70 forced-colors:border', closedButLaidOut, className)}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop reaches the popover itself (its content fills its box).
        if (event.target === event.currentTarget) event.currentTarget.hidePopover()
      }}
      onToggle={(event) => {
        if (event.newState !== 'closed') return
        // Back to the opener, where the browser does not put it (a browser that does not focus a
        // clicked button, or focus left on the page's body).
        const opener = openers.get(id)
        const active = document.activeElement
        if (opener?.isConnected && (!active || active === document.body || event.currentTarget.contains(active))) opener.focus()
      }}
    >
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-3 text-ink-700">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  )
}
