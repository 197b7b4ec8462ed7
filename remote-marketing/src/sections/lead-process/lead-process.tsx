import { Section, SectionHeading } from 'shared/singletons/ui'
import { clock, Icon } from 'shared/ui/icons'
import { Steps } from 'shared/ui/steps'
import { leadProcessCopy as copy } from '../../content/home'
import type { TitledText } from '../../content/types'

const steps = copy.steps.map((step) => ({ ...step, icon: <Icon path={step.icon} /> }))

function TitledList({ items, className }: { items: readonly TitledText[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl bg-white p-4 ring-1 ring-ink-200">
          <p className="font-semibold text-ink-900">{item.title}</p>
          <p className="mt-1 text-sm text-ink-600">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}

/** How a lead moves: three steps, the A/B conversion paths, timed follow-up and the priority queue. */
export function LeadProcess() {
  return (
    <Section tone="muted" aria-labelledby="lead-process-title">
      <SectionHeading id="lead-process-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Steps items={steps} marker="soft" className="gap-6 md:grid-cols-3" />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-bold">{copy.pathsHeading}</h3>
          <TitledList items={copy.paths} className="mt-4 grid gap-3 sm:grid-cols-2" />
          <h3 className="mt-8 flex items-center gap-2 text-xl font-bold">
            <Icon path={clock} className="size-5 text-brand-700" />
            {copy.automationHeading}
          </h3>
          <p className="mt-2 text-ink-700">{copy.automation}</p>
        </div>
        <div>
          <h3 className="text-xl font-bold">{copy.priorityHeading}</h3>
          <TitledList items={copy.priority} className="mt-4 grid gap-3" />
        </div>
      </div>
    </Section>
  )
}
