import { Section, SectionHeading } from 'shared/ui'
import { clock, Icon } from 'shared/ui/icons'
import { ContentIcon } from '../../components/content-icon'
import { leadProcessCopy as copy } from '../../content/home'
import type { TitledText } from '../../content/types'

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
      <ol className="grid gap-6 md:grid-cols-3">
        {copy.steps.map((step) => (
          <li key={step.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ContentIcon name={step.icon} />
            </span>
            <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-ink-700">{step.description}</p>
          </li>
        ))}
      </ol>
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
