import { telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { FaqContent } from './content-types'

/** Shown on the page and sent as FAQPage structured data (route data): the two must match word for word. */
export const faqContent = {
  eyebrow: 'FAQ',
  title: 'Telehealth launch questions',
  entries: [
    {
      question: 'How long does it take to set up a telehealth practice?',
      answer:
        `Most practices are seeing patients within ${telehealthProgram.launchWindowInWords}. Our build work runs on a ${telehealthProgram.planDays}-day plan; provider licensing in each state and pharmacy onboarding run on the boards’ and partners’ schedules, which can add a few weeks.`,
    },
    {
      question: 'How many states should I launch my telehealth practice in?',
      answer:
        `We recommend starting with ${telehealthProgram.startingStates.min} to ${telehealthProgram.startingStates.max} states. The treating clinician must be licensed in the state where each patient is located, and prescribing and pharmacy rules differ by state, so a focused start lets you prove your patient journey before you expand.`,
    },
    {
      question: `What does the ${telehealthProgram.name} program include?`,
      answer:
        'Launch-state selection and a licensure plan, a branded website and patient platform, intake and consent workflows, access to our provider network and partner pharmacies, CRM automation, patient-acquisition campaigns and weekly reporting, with a dedicated launch team.',
    },
  ],
} satisfies FaqContent
