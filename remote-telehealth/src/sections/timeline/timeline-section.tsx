import { Section, SectionHeading } from 'shared/singletons/ui'
import { Icon, shieldCheck } from 'shared/ui/icons'
import { timelineContent as copy } from '../../content/timeline'

export function TimelineSection() {
  return (
    <Section tone="white" aria-labelledby="telehealth-timeline-heading">
      <SectionHeading id="telehealth-timeline-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      {/* An ordered list: the phases happen in sequence. Connected vertically on mobile, in a row on wide screens. */}
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {copy.phases.map((phase, index) => (
          <li key={phase.days} className="relative rounded-card border-t-4 border-brand-700 bg-white p-6 shadow-sm ring-1 ring-ink-200">
            <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-widest text-brand-700">
              <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-white">
                {index + 1}
              </span>
              {phase.days}
            </p>
            <h3 className="mt-3 text-xl font-bold text-ink-900">{phase.title}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700 marker:text-brand-600">
              {phase.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <Guarantee />
    </Section>
  )
}

function Guarantee() {
  const { title, description, terms } = copy.guarantee
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-card border-2 border-accent-400 bg-accent-100 p-6 sm:flex-row sm:items-start sm:p-8">
      <Icon path={shieldCheck} className="size-10 shrink-0 text-accent-700" />
      <div>
        <h3 className="text-xl font-bold text-ink-900">{title}</h3>
        <p className="mt-2 text-lg text-ink-900">{description}</p>
        <p className="mt-3 text-sm text-ink-700">{terms}</p>
      </div>
    </div>
  )
}
