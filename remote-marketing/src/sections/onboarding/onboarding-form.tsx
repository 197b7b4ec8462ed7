import { getSiteConfig } from 'shared/singletons/config'
import { buttonVariants, PhoneNumber, smsHref, telHref } from 'shared/singletons/ui'
import { embeddedFrame } from 'shared/ui/embedded-frame'
import { onboardingCopy as copy } from '../../content/onboarding'

const EmbeddedFrame = embeddedFrame({ buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig })

/** The external onboarding form; EmbeddedFrame reserves its 800px and falls back to call/text. */
export function OnboardingForm() {
  return (
    <section aria-labelledby="onboarding-form-title" className="mx-auto max-w-4xl">
      <h2 id="onboarding-form-title" className="mb-6 font-display text-2xl font-bold text-ink-900">
        {copy.formHeading}
      </h2>
      <EmbeddedFrame src={getSiteConfig().onboardingFormUrl} title={copy.frameTitle} height={copy.frameHeight} purpose={copy.framePurpose} />
    </section>
  )
}
