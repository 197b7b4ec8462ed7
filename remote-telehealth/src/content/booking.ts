import { telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { BookingContent } from './content-types'

export const bookingContent = {
  eyebrow: 'Book your strategy call',
  title: 'CLAIM YOUR EMPIRE THRONE',
  intro: `Pick a time below. We will review your services, target states and budget, and show you what a ${telehealthProgram.planDays}-day launch looks like for your practice.`,
  highlights: [
    { value: '30 MIN', label: 'Strategy Call' },
    { value: 'FREE', label: 'No Cost Analysis' },
    { value: '24HR', label: 'Quick Response' },
  ],
  urgency: 'Limited Spots Available - Book Now!',
  urgencyReason: 'We take on a small number of launches each month so every founder gets a dedicated team.',
  nextStepsHeading: 'What happens next',
  nextSteps: [
    { title: 'Strategy Call', description: 'A 30-minute call about your goals, services and the states you want to serve. No sales pressure.' },
    { title: 'Custom Plan', description: 'Within 24 hours you receive a launch plan: recommended states, licensure steps, pharmacy options and budget.' },
    { title: 'Launch Empire', description: `Kick off the ${telehealthProgram.planDays}-day plan with your launch team and start seeing patients online.` },
  ],
} satisfies BookingContent
