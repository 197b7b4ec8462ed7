import { Steps } from 'shared/ui/steps'
import { onboardingCopy as copy } from '../../content/onboarding'

export function OnboardingIntro() {
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{copy.intro}</p>
      <h2 className="mt-10 font-display text-2xl font-bold text-ink-900">{copy.stepsHeading}</h2>
      <Steps items={copy.steps} tone="muted" marker="solid" titleAs="p" className="mt-4 gap-4 sm:grid-cols-3" />
    </div>
  )
}
