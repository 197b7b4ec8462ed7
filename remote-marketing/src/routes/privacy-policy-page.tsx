import { privacyPolicy } from '../content/privacy'
import { LegalDocument } from '../sections/legal/legal-document'

export function PrivacyPolicyPage() {
  return <LegalDocument doc={privacyPolicy} />
}
