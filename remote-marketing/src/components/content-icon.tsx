import { chart, check, clock, filter, globe, Icon, mapPin, megaphone, message, phone, pill, shield, sparkle, target, users, workflow } from 'shared/ui/icons'
import type { IconName } from '../content/types'

/** The icons content names (`icon: 'megaphone'`), drawn from the shared set. */
const paths: Record<IconName, string> = {
  megaphone,
  target,
  filter,
  workflow,
  'map-pin': mapPin,
  globe,
  chart,
  clock,
  phone,
  message,
  shield,
  pill,
  users,
  sparkle,
  check,
}

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon path={paths[name]} className={className} />
}
