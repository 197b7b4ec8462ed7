import { Container } from 'shared/singletons/ui'
import { OnboardingForm } from '../sections/onboarding/onboarding-form'
import { OnboardingIntro } from '../sections/onboarding/onboarding-intro'

export function OnboardingPage() {
  return (
    <Container className="space-y-12 py-12 sm:py-16">
      <OnboardingIntro />
      <OnboardingForm />
    </Container>
  )
}
