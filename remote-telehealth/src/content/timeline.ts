import { telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { TimelineContent } from './content-types'

export const timelineContent = {
  eyebrow: `The ${telehealthProgram.planDays}-day launch plan`,
  title: 'From kickoff to first patients in four phases',
  intro:
    `Each phase ends with a checkpoint call, so you always know what is done and what is next. State licensing boards and pharmacy approvals run on their own schedules, which is why most practices see patients within ${telehealthProgram.launchWindowInWords}.`,
  phases: [
    {
      days: 'Days 1-7',
      title: 'Foundation',
      tasks: [
        `Choose your first ${telehealthProgram.startingStates.min}-${telehealthProgram.startingStates.max} launch states and map each one’s licensure and prescribing rules`,
        'Confirm your entity, ownership and medical-director structure with your attorney',
        'Select your telehealth platform, EHR and e-prescribing tools',
      ],
    },
    {
      days: 'Days 8-14',
      title: 'Build',
      tasks: [
        'Branded website, booking flow and HIPAA-ready intake forms',
        'Pharmacy partner onboarding and medication pricing',
        'Clinical protocols and informed-consent documents drafted for review',
      ],
    },
    {
      days: 'Days 15-21',
      title: 'Providers and systems',
      tasks: [
        'Credential providers licensed in each launch state',
        'CRM, reminders and refill automations switched on',
        'A full test patient journey, from first click to delivered prescription',
      ],
    },
    {
      days: 'Days 22-30',
      title: 'Launch',
      tasks: [
        'Patient-acquisition campaigns go live with the qualifying questionnaire',
        'First consultations booked into your providers’ calendars',
        'Weekly reporting on leads, bookings and revenue',
      ],
    },
  ],
  guarantee: {
    title: `The ${telehealthProgram.planDays}-day launch guarantee`,
    description: `If we miss a program deliverable that is within our control by day ${telehealthProgram.planDays}, we refund your program fee.`,
    terms:
      'Terms apply: the guarantee covers our own deliverables, not licensing-board, regulator or pharmacy timelines, and requires your onboarding tasks to be completed on schedule. Full terms are in your program agreement; ask for them on your strategy call.',
  },
} satisfies TimelineContent
