import { getSiteConfig } from 'shared/singletons/config'
import { smsHref, telHref } from 'shared/helpers/contact-links'
import { buttonVariants, PhoneNumber } from 'shared/singletons/ui'
import { shellCopy } from '../content/navigation'

/** Call and text buttons: the way to reach us whenever a section cannot be shown. */
export function ContactActions() {
  const { phone, textNumber } = getSiteConfig()
  return (
    <>
      <a href={telHref(phone.e164)} className={buttonVariants({ variant: 'outline' })}>
        {shellCopy.callUs} <PhoneNumber display={phone.display} />
      </a>
      <a href={smsHref(undefined, textNumber.e164)} className={buttonVariants({ variant: 'ghost' })}>
        Text us
      </a>
    </>
  )
}
