import { Section, SectionHeading } from 'shared/singletons/ui'
import { servicePageCopy } from '../../content/services'

const { process } = servicePageCopy

/** The four steps every engagement follows, shown on each service page. */
export function ServiceProcess() {
  return (
    <Section joined aria-labelledby="service-process-title">
      <SectionHeading id="service-process-title" title={process.heading} intro={process.intro} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li key={step.title} className="rounded-card bg-ink-50 p-6 ring-1 ring-ink-200">
            <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-bold text-ink-900">{step.title}</h3>
            <p className="mt-2 text-ink-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
