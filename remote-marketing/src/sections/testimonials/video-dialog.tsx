import { smsHref } from 'shared/lib/contact-links'
import { Button, buttonVariants, RemoteScope } from 'shared/ui'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from 'shared/ui/dialog'
import { videoDialogCopy as copy } from '../../content/testimonials'

interface VideoDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to on close: the card that opened the dialog. */
  returnFocusTo: () => HTMLElement | null
}

/** Video Testimonials: offers a list of references by text instead of hosting patient-facing videos. */
export function VideoDialog({ open, onOpenChange, returnFocusTo }: VideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        {/* Portalled to <body>: re-enter this remote's style scope. */}
        <RemoteScope>
          <DialogOverlay />
          <DialogContent
            onCloseAutoFocus={(event) => {
              // The cards are not Radix triggers (two cards share one dialog), so return focus ourselves.
              const target = returnFocusTo()
              if (target) {
                event.preventDefault()
                target.focus()
              }
            }}
          >
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              {/* A real link so the device's text composer opens; closing runs after the default action starts. */}
              <a href={smsHref(copy.referencesMessage)} className={buttonVariants()} data-cta={copy.references.cta} onClick={() => onOpenChange(false)}>
                {copy.references.label}
              </a>
              <DialogClose asChild>
                <Button variant="outline">{copy.close}</Button>
              </DialogClose>
            </div>
          </DialogContent>
        </RemoteScope>
      </DialogPortal>
    </Dialog>
  )
}
