import * as Dialog from '@radix-ui/react-dialog'
import { smsHref } from 'shared/lib/contact-links'
import { Button, buttonVariants, RemoteScope } from 'shared/ui'
import { videoDialogCopy as copy } from '../../content/testimonials'

interface VideoDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to on close: the card that opened the dialog. */
  returnFocusTo: () => HTMLElement | null
}

/**
 * Video Testimonials: offers a list of references by text instead of hosting patient-facing videos.
 * Radix traps focus inside, closes on Escape and on the overlay, and labels the dialog by its title.
 */
export function VideoDialog({ open, onOpenChange, returnFocusTo }: VideoDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Portalled to <body>: re-enter this remote's style scope. */}
        <RemoteScope>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70" />
          <Dialog.Content
            className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 text-ink-900 shadow-xl focus:outline-none sm:p-8 forced-colors:border"
            onCloseAutoFocus={(event) => {
              // The cards are not Radix triggers (two cards share one dialog), so return focus ourselves.
              const target = returnFocusTo()
              if (target) {
                event.preventDefault()
                target.focus()
              }
            }}
          >
            <Dialog.Title className="font-display text-2xl font-bold">{copy.title}</Dialog.Title>
            <Dialog.Description className="mt-3 text-ink-700">{copy.description}</Dialog.Description>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              {/* A real link so the device's text composer opens; closing runs after the default action starts. */}
              <a href={smsHref(copy.referencesMessage)} className={buttonVariants()} data-cta={copy.references.cta} onClick={() => onOpenChange(false)}>
                {copy.references.label}
              </a>
              <Dialog.Close asChild>
                <Button variant="outline">{copy.close}</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </RemoteScope>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
