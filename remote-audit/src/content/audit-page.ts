import { businessCounts, quotedClients } from 'shared/helpers/content/brand-facts'
import type { TestimonialContent } from 'shared/ui/testimonial'

/** Copy of the /marketing-audit page outside the quiz and the form (docs/product.md §5). */
export interface AuditPageContent {
  hero: {
    eyebrow: string
    title: string
    intro: string
    badges: readonly string[]
    badgesLabel: string
    startQuiz: string
    skipToForm: string
  }
  whatYouGet: {
    title: string
    intro: string
    items: readonly { title: string; description: string }[]
  }
  testimonial: TestimonialContent & {
    heading: string
    /** Written for five stars, so the rating is pinned to 5. */
    rating: 5
    ratingLabel: string
  }
  guarantee: {
    heading: string
    description: string
    note: string
  }
  rateLimit: {
    title: string
    description: string
    returnHome: string
    /** What the visitor can do now instead of waiting: their request is not lost. */
    meanwhile: string
    callUs: string
    textUs: string
    /** Prefilled text message body. */
    textBody: string
  }
}

export const auditPageContent = {
  hero: {
    eyebrow: 'Free 30-minute marketing audit',
    title: 'Find out exactly where your practice is losing patients',
    intro:
      'Take the 2-minute marketing maturity quiz, then request your free audit. A senior strategist reviews your website, ads, reviews and follow-up, and walks you through what to fix first. No sales pressure.',
    badgesLabel: 'Why practice owners request this audit',
    badges: ['100% free, no obligation', 'Reply within 24 hours', `${businessCounts.practicesGrown}+ practices grown`, `${businessCounts.clientSatisfaction} client satisfaction`],
    startQuiz: 'Start the 2-Minute Quiz',
    skipToForm: 'Skip to the Audit Request',
  },
  whatYouGet: {
    title: 'What your free audit covers',
    intro: 'A practical review built for medical spas, wellness practices, GLP-1 clinics and telehealth start-ups.',
    items: [
      { title: 'Website and booking review', description: 'Where visitors drop off before they book, on mobile and desktop.' },
      { title: 'Local SEO check', description: 'Your Google Business Profile and rankings against your three closest competitors.' },
      { title: 'Paid ads analysis', description: 'Spend, targeting and cost per booked consult on Meta and Google.' },
      { title: 'Lead follow-up audit', description: 'Response times, call handling and the automation gaps that cost you bookings.' },
      { title: 'Reputation snapshot', description: 'Review volume, ratings and how quickly your practice responds.' },
      { title: 'A prioritized 90-day plan', description: 'The changes to make first, whether you work with us or not.' },
    ],
  },
  testimonial: {
    heading: 'What owners say about the audit',
    quote:
      'I expected a sales pitch. Instead they showed me that 40% of our Botox inquiries never got a call back. We fixed follow-up that same week and booked 31 more consults the next month.',
    author: quotedClients.auditOwner.name,
    initials: quotedClients.auditOwner.initials,
    title: quotedClients.auditOwner.role,
    location: quotedClients.auditOwner.location,
    result: '+31 booked consults in 30 days',
    rating: 5,
    ratingLabel: 'Rated 5 out of 5',
  },
  guarantee: {
    heading: 'Our audit guarantee',
    description: 'Every audit delivers at least 3 actionable improvements you can put to work this month, whether or not you ever hire us.',
    note: "If we can't find three, we'll tell you your marketing is in great shape, and that's the end of it.",
  },
  rateLimit: {
    title: 'Rate Limit Exceeded',
    description: "You've submitted too many requests recently. Please wait an hour before trying again.",
    returnHome: 'Return Home',
    meanwhile: 'What you typed stays on this device until you close this tab, so nothing is lost. Or reach us now:',
    callUs: 'Call',
    textUs: 'Text us',
    textBody: 'Hi, I would like a free marketing audit.',
  },
} satisfies AuditPageContent
