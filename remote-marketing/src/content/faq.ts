import { businessCounts } from 'shared/helpers/content/brand-facts'
import type { FaqItem } from './types'

/** The 8 home-page questions of docs/product.md §4; also the FAQPage structured data of "/". */
export const faqItems = [
  {
    question: 'What makes you different from other marketing agencies?',
    answer:
      `We have owned and operated clinics ourselves, so we build for practices only: pre-qualified leads instead of raw form fills, a CRM that follows up automatically, and a pharmacy network that lowers medication costs. Marketing, automation and margin improvement come from one team, and ${businessCounts.clientRetentionPercent}% of our clients stay with us.`,
  },
  {
    question: 'How do we get started?',
    answer:
      'Book a free 20-minute discovery call or request the free 30-minute marketing audit. We review your market, ads and follow-up, recommend a plan, and most practices are live within 30 days of saying yes.',
  },
  {
    question: 'What size of practice do you work with?',
    answer:
      'Everything from single-provider med spas and new telehealth start-ups to multi-location wellness and GLP-1 groups. If you can handle at least a few new consults a week, the system will pay for itself.',
  },
  {
    question: 'How long does it take to see results?',
    answer:
      'Most practices see their first qualified leads within 7 to 14 days of launching ads, with the system fully tuned by day 30. Local SEO takes longer: we aim for page 1 for priority treatment searches within 90 days.',
  },
  {
    question: 'Which services do you provide?',
    answer:
      'Ad creative, targeted audiences, our pre-qualified lead system, CRM automation, local SEO and web presence, plus telehealth launch support and access to our partner pharmacy network. You can start with one service and add others later.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'Our core lead-generation plan starts at $597 per month. Popular add-ons are SEO at $697 per month, Google PPC at $697 per month and a website build at $2,000 one-time. Ad spend is paid directly to the platforms and can start at $10 per day. The Meta ad management ($997 per month) and full-service ($1,997 per month) packages above bundle these for you.',
  },
  {
    question: 'Do you offer any guarantees?',
    answer:
      'Every marketing audit comes with at least 3 actionable improvements, whether or not you hire us. Plans are month-to-month with no long contract, so we keep your business by getting results. Marketing outcomes depend on your market, offer and follow-up, so we share typical results rather than promise specific numbers.',
  },
  {
    question: 'How do you qualify leads?',
    answer:
      'Every inquiry completes a 5-step questionnaire covering treatment interest, budget, timing, candidacy and preferred contact. Qualified people either book a phone consult or buy directly online, and your team is alerted first to booked consults, Ready to Book clicks and Requesting a Call replies.',
  },
] as const satisfies readonly FaqItem[]

export const faqCopy = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  intro: 'Straight answers about how we work, what it costs and what to expect.',
}
