import { getSiteConfig } from 'shared/singletons/config'
import { smsHref } from 'shared/helpers/contact-links'
import { Button, buttonVariants } from 'shared/singletons/ui'
import { closeDialog, Dialog } from 'shared/ui/dialog'
import { videoDialogCopy as copy } from '../../content/testimonials'

/** What the video cards name to open it. */
export const videoDialogId = 'video-testimonials'

/** Video Testimonials: offers a list of references by text instead of hosting patient-facing videos. */
export function VideoDialog() {
  return (
    <Dialog id={videoDialogId} title={copy.title} description={copy.description}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {/* A real link so the device's text composer opens; closing runs after the default action starts. */}
        <a href={smsHref(copy.referencesMessage, getSiteConfig().textNumber.e164)} className={buttonVariants()} data-cta={copy.references.cta} onClick={(event) => closeDialog(event.currentTarget)}>
          {copy.references.label}
        </a>
        <Button variant="outline" popoverTarget={videoDialogId} popoverTargetAction="hide">
          {copy.close}
        </Button>
      </div>
    </Dialog>
  )
}
