import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from 'shared/lib/cn'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** The dialog's actions (and any further content), below the description. */
  children?: ReactNode
  /** Where focus goes back to on close: the element that opened the dialog. */
  returnFocusTo?: () => HTMLElement | null
  className?: string
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/*
 * A modal dialog drawn by the browser as an `auto` popover: it sits in the top layer (above
 * everything, no portal, so it stays inside its remote's style scope) over a ::backdrop, and the
 * browser closes it on Escape (a click on the backdrop closes it too). It is modal to assistive technology
 * (aria-modal) and to the keyboard (Tab and Shift+Tab go round inside it); the backdrop takes
 * every click and the page does not scroll behind it (the shell's stylesheet).
 *
 * Not showModal(): making the page inert restyles every element of it, and on the home page that
 * took most of the tap's time (docs/decisions/interaction-latency.md).
 */
export function Dialog({ open, onOpenChange, title, description, children, returnFocusTo, className }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(false)
  const titleId = useId()
  const descriptionId = useId()

  // Before paint, so the tap's next frame already shows the dialog with focus inside.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || (!open && !wasOpen.current)) return
    wasOpen.current = open
    const shown = dialog.matches(':popover-open')
    if (open && !shown) {
      dialog.showPopover()
      dialog.querySelector<HTMLElement>(focusable)?.focus()
    } else if (!open && shown) dialog.hidePopover()
  }, [open])

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
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('m-auto w-[calc(100%-2rem)] max-w-md rounded-card border-0 bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-950/70 forced-colors:border', className)}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop reaches the popover itself (its content fills its box).
        if (event.target === event.currentTarget) event.currentTarget.hidePopover()
      }}
      onToggle={(event) => {
        if (event.newState !== 'closed') return
        onOpenChange(false)
        returnFocusTo?.()?.focus()
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
