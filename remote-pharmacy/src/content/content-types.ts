import type { RelatedResource } from 'shared/singletons/ui'
import type { TestimonialContent } from 'shared/ui/testimonial'

/** Shapes of this remote's copy; the content files `satisfies` them so a missing field fails the build. */
export interface Stat {
  value: string
  label: string
}

export interface Feature {
  title: string
  description: string
}

/** A question and its answer, shown as a definition list (not FAQPage structured data). */
export interface QuestionAnswer {
  question: string
  answer: string
}

export interface CallToAction {
  label: string
  /** data-cta value reported to analytics. */
  cta: string
}

export interface NetworkHomeContent {
  hero: {
    eyebrow: string
    title: string
    intro: string
    contact: CallToAction
    join: CallToAction
    stats: Stat[]
  }
  comparison: {
    eyebrow: string
    title: string
    intro: string
    alone: { title: string; points: string[] }
    network: { title: string; points: string[] }
  }
  services: {
    eyebrow: string
    title: string
    intro: string
    items: { badge: string; title: string; description: string; bestFor: string; points: string[] }[]
  }
  booking: { eyebrow: string; title: string; intro: string; calendarTitle: string }
  categories: { eyebrow: string; title: string; intro: string; linkLabel: string }
  about: { eyebrow: string; title: string; paragraphs: string[]; stats: Stat[] }
  whyChoose: { eyebrow: string; title: string; reasons: Feature[] }
  testimonial: TestimonialContent & {
    eyebrow: string
    /** The rating in words (the stars are decorative). */
    ratingLabel: string
  }
  related: { heading: string; resources: RelatedResource[] }
  closing: { title: string; intro: string; primary: CallToAction; callLabel: string; note: string }
}

export interface CategoryPageContent {
  path: string
  /** Short name used in breadcrumbs and cards. */
  name: string
  eyebrow: string
  title: string
  intro: string
  /** Teaser on the network home's category cards. */
  cardSummary: string
  featuresTitle: string
  features: [Feature, Feature, Feature]
  cta: CallToAction
  /** "Who this is for": a page-specific heading and one short paragraph. */
  audience: { title: string; text: string }
  /** "How it works": three or four concrete steps, shown as a numbered list. */
  steps: { title: string; items: [Feature, Feature, Feature, ...Feature[]] }
  /** Two or three questions practices ask, with answers. */
  questions: { title: string; items: [QuestionAnswer, QuestionAnswer, ...QuestionAnswer[]] }
  /** Whether the page embeds the booking calendar (docs/product.md §10). */
  booking?: { title: string; intro: string; calendarTitle: string }
}
