import { Section, SectionHeading } from 'shared/singletons/ui'
import { whyChoose } from '../../content/network-home/why-choose'
import { check, Icon } from 'shared/ui/icons'

export function WhyChoose() {
  return (
    <Section aria-labelledby="why-choose-heading">
      <SectionHeading id="why-choose-heading" eyebrow={whyChoose.eyebrow} title={whyChoose.title} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {whyChoose.reasons.map((reason) => (
          <li key={reason.title} className="rounded-card border border-ink-200 p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon path={check} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink-900">{reason.title}</h3>
            <p className="mt-2 text-ink-600">{reason.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
