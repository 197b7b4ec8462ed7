import type { FaqEntry } from 'shared/helpers/routes'
import type { RelatedResource } from 'shared/singletons/ui'
import type { IconPath } from 'shared/ui/icons'

/** Shapes of the Telehealth Empire page's copy. Sections render these; they hold no copy of their own. */

export interface Stat {
  value: string
  label: string
}

export interface IntroContent {
  eyebrow: string
  title: string
  lead: string
  points: string[]
  primaryCta: string
  /** Label of the call link; the number itself comes from the site config. */
  callCtaPrefix: string
  stats: Stat[]
  statsHeading: string
  licensureNote: string
}

export interface SuccessStory {
  practice: string
  location: string
  summary: string
  quote: string
  author: string
  results: Stat[]
}

export interface SuccessStoriesContent {
  eyebrow: string
  title: string
  intro: string
  stories: SuccessStory[]
  disclaimer: string
}

export interface AdvantageCard {
  icon: IconPath
  title: string
  description: string
  proof: string
}

export interface AdvantagesContent {
  eyebrow: string
  title: string
  intro: string
  cards: AdvantageCard[]
}

export interface TimelinePhase {
  days: string
  title: string
  tasks: string[]
}

export interface TimelineContent {
  eyebrow: string
  title: string
  intro: string
  phases: TimelinePhase[]
  guarantee: { title: string; description: string; terms: string }
}

export interface RoiCalculatorContent {
  eyebrow: string
  title: string
  intro: string
  inputsHeading: string
  patientsLabel: string
  revenueLabel: string
  resultsHeading: string
  currentRevenueLabel: string
  projectedRevenueLabel: string
  /** The tag beside the projected revenue, e.g. "15x increase". */
  multiplierTag: string
  annualIncreaseLabel: string
  roiLabel: string
  investmentNote: string
  cta: string
  chart: { title: string; currentLabel: string; projectedLabel: string }
  disclaimer: string
}

export interface BookingContent {
  eyebrow: string
  title: string
  intro: string
  highlights: Stat[]
  urgency: string
  urgencyReason: string
  nextStepsHeading: string
  nextSteps: { title: string; description: string }[]
}

export interface FaqContent {
  eyebrow: string
  title: string
  entries: FaqEntry[]
}

export interface RelatedResourcesContent {
  heading: string
  resources: RelatedResource[]
}
