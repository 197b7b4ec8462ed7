import { termsAndConditions } from '../content/terms'
import { LegalDocument } from '../sections/legal/legal-document'

export function TermsPage() {
  return <LegalDocument doc={termsAndConditions} />
}
