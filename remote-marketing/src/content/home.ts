import { businessCounts, medicationSavings } from 'shared/helpers/content/brand-facts'
import { filter, megaphone, phone, type IconPath } from 'shared/ui/icons'
import type { Stat, TitledText } from './types'

export const heroCopy = {
  eyebrow: 'For med spas, wellness practices, GLP-1 clinics and telehealth start-ups',
  title: 'Pre-qualified patients, automated follow-up and lower medication costs',
  intro:
    `We fill your calendar with patients who already know what they want and what it costs, follow up with every lead automatically, and connect you with pharmacy partners that cut compounded-medication costs by ${medicationSavings.range}.`,
  audit: { label: 'Get My Free Audit', to: '/marketing-audit', cta: 'home-hero-audit' },
  book: { label: 'Book a Strategy Call', cta: 'home-hero-book-call' },
  note: 'Free 30-minute consultation. No sales pressure.',
  stats: [
    { value: `${businessCounts.practicesGrown}+`, label: 'practices grown' },
    { value: '50+', label: 'new patients per month' },
    { value: businessCounts.clientSatisfaction, label: 'client satisfaction' },
  ] satisfies Stat[],
}

interface ProcessStep extends TitledText {
  icon: IconPath
}

export const leadProcessCopy = {
  eyebrow: 'How our lead generation works',
  title: 'From scroll to booked consult in three steps',
  intro: 'Every inquiry is qualified before it reaches your team, and nobody falls through the cracks.',
  steps: [
    {
      icon: megaphone,
      title: '1. Lead sources',
      description: 'Meta and Google ads, local search and referrals bring people who are already researching your treatments in your area.',
    },
    {
      icon: filter,
      title: '2. Qualifying questionnaire',
      description: 'A short mobile questionnaire screens for treatment interest, budget, timing and candidacy, so only serious buyers move on.',
    },
    {
      icon: phone,
      title: '3. Contact capture',
      description: 'Qualified prospects leave their name, mobile number and email, and your CRM starts the conversation within a minute.',
    },
  ] satisfies ProcessStep[],
  pathsHeading: 'Two ways to convert',
  paths: [
    { title: 'Path A: Phone consult', description: 'Prospects who want to talk book a consult call straight into your calendar, with reminders by text and email.' },
    { title: 'Path B: Direct purchase', description: 'Prospects ready to commit buy a starter package or membership online and choose their first appointment.' },
  ] satisfies TitledText[],
  automationHeading: 'Time-of-day automation',
  automation:
    'Leads who have not booked receive morning, lunchtime and evening follow-ups, each sent at the time that person is most likely to reply, until they book or opt out.',
  priorityHeading: 'High-priority leads your team sees first',
  priority: [
    { title: 'Phone consults booked', description: 'Confirmed calls on your calendar, with questionnaire answers attached.' },
    { title: 'Ready to Book clicks', description: 'Prospects who tapped Ready to Book and expect a call back today.' },
    { title: 'Requesting a Call automations', description: 'Leads who replied to a follow-up asking a person to call them.' },
  ] satisfies TitledText[],
}

export const homeBookingCopy = {
  eyebrow: 'Free 30-minute strategy call',
  title: 'Book your strategy call',
  intro: 'Choose a time that works for you. We will look at your market, your current lead flow and your margins, and give you a plan you can use whether or not you hire us.',
}

export const marginCopy = {
  eyebrow: 'Margin improvement',
  title: 'Keep more of every treatment you sell',
  intro:
    `Compounded semaglutide, tirzepatide, testosterone and NAD+ are often the biggest cost line in a wellness practice. Our network of ${businessCounts.partnerPharmacies}+ licensed pharmacies offers practice pricing that most clinics cannot negotiate alone.`,
  stats: [
    { value: medicationSavings.range, label: `medication savings (${medicationSavings.averagePercent}% on average)` },
    { value: '2x', label: 'margin on medication programs' },
    { value: medicationSavings.annualPerPractice, label: 'annual savings for a typical clinic' },
    { value: '30 days', label: 'to switch suppliers and start saving' },
  ] satisfies Stat[],
  cta: { label: 'Start Saving', to: '/pharmacy-partners', cta: 'home-start-saving' },
}
