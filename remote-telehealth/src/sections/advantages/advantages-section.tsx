import { Section, SectionHeading } from 'shared/singletons/ui'
import { Card } from 'shared/ui/card'
import { Icon } from 'shared/ui/icons'
import { advantagesContent as copy } from '../../content/advantages'

export function AdvantagesSection() {
  return (
    <Section tone="muted" aria-labelledby="telehealth-advantages-heading">
      <SectionHeading id="telehealth-advantages-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.cards.map((card) => (
          <Card as="li" key={card.title} className="flex flex-col">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon path={card.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink-900">{card.title}</h3>
            <p className="mt-2 text-ink-700">{card.description}</p>
            <p className="mt-auto pt-4 text-sm font-semibold text-brand-800">{card.proof}</p>
          </Card>
        ))}
      </ul>
    </Section>
  )
}
