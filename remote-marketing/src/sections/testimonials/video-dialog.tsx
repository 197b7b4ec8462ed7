import { smsHref } from 'shared/lib/contact-links'
import { Button, buttonVariants } from 'shared/ui'
import { Dialog } from 'shared/ui/dialog'
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
    <Dialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} title={copy.title} description={copy.description}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {/* A real link so the device's text composer opens; closing runs after the default action starts. */}
        <a href={smsHref(copy.referencesMessage)} className={buttonVariants()} data-cta={copy.references.cta} onClick={() => onOpenChange(false)}>
          {copy.references.label}
        </a>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {copy.close}
        </Button>
      </div>
    </Dialog>
  )
}
