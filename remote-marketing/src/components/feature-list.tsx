import { cn } from 'shared/helpers/cn'
import { keepTogether } from 'shared/helpers/typography'
import { check, Icon, type IconPath } from 'shared/ui/icons'
import type { TitledText } from '../content/types'

interface FeatureListProps {
  items: readonly TitledText[]
  icon?: IconPath
  className?: string
}

/** Title-and-description items with an icon, used for a service's features and benefits. */
export function FeatureList({ items, icon = check, className }: FeatureListProps) {
  return (
    <ul className={cn('space-y-4', className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon path={icon} className="size-4" />
          </span>
          <span>
            <span className="block font-semibold text-ink-900">{keepTogether(item.title)}</span>
            <span className="mt-0.5 block text-ink-700">{keepTogether(item.description)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
