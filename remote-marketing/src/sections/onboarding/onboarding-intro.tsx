import { onboardingCopy as copy } from '../../content/onboarding'

export function OnboardingIntro() {
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{copy.intro}</p>
      <h2 className="mt-10 font-display text-2xl font-bold text-ink-900">{copy.stepsHeading}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="rounded-card bg-ink-50 p-5 ring-1 ring-ink-200">
            <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <p className="mt-3 font-semibold text-ink-900">{step.title}</p>
            <p className="mt-1 text-sm text-ink-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
