import type { IconPath } from 'shared/ui/icons'

/** Shapes of this remote's copy. Content files declare values that `satisfies` these. */

export interface Stat {
  value: string
  label: string
}

export interface TitledText {
  title: string
  description: string
}

export interface Cta {
  label: string
  /** The data-cta name the shell reports to analytics. */
  cta: string
}

export interface LinkCta extends Cta {
  to: string
}

/** A service block (docs/product.md §4), plus what its card and detail page need. */
export interface Service {
  /** URL segment and anchor id: /services/{id} and /services#{id}. */
  id: 'ad-creative' | 'targeted-audience' | 'lead-system' | 'crm-automation' | 'local-seo' | 'web-presence'
  icon: IconPath
  title: string
  subtitle: string
  description: string
  /** The result claim, e.g. "Page 1 in 90 days". */
  result: string
  /** One line for the home-page card. */
  summary: string
  features: [TitledText, TitledText, TitledText]
  benefits: [TitledText, TitledText, TitledText]
  /** The detail page's own call to action. */
  cta: { heading: string; description: string; label: string }
  /** Who it fits: shown on the detail page. */
  idealFor: string[]
}

export interface VideoCard {
  /** Which designed thumbnail the card shows (sections/testimonials/posters). */
  poster: 'med-spa' | 'glp1-clinic'
  title: string
  subtitle: string
  duration: string
  /** Accessible duration, e.g. "3 minutes 24 seconds". */
  durationLabel: string
}

export interface PricingPackage {
  /** Names the card's title element: `pricing-{id}-title`. */
  id: string
  name: string
  price: string
  period: string
  icon: IconPath
  description: string
  features: string[]
  popular: boolean
}

export interface FaqItem {
  question: string
  answer: string
}

export interface LegalSection {
  heading: string
  paragraphs?: string[]
  list?: string[]
}

export interface LegalDocument {
  title: string
  /** ISO date the document took effect. */
  updated: string
  updatedLabel: string
  intro: string[]
  sections: LegalSection[]
  contact: { heading: string; description: string; emailLabel: string; phoneLabel: string; mailLabel: string }
}
