import { businessCounts, medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { IntroContent } from './content-types'

export const introContent = {
  eyebrow: `${telehealthProgram.name} program`,
  title: `Launch a ${telehealthProgram.reach} telehealth practice on a ${telehealthProgram.planDays}-day plan`,
  lead:
    `You bring the clinical vision; we build everything around it. Licensing plan, branded patient platform, pharmacy partners, prescribing workflow and a patient-acquisition engine, delivered on a ${telehealthProgram.planDays}-day launch plan by a team that has launched and run clinics of its own.`,
  points: [
    'A state-by-state licensure and prescribing plan before you spend a dollar on ads',
    `Compounding pharmacy partners that cut medication costs ${medicationSavings.range}`,
    'Pre-qualified patient leads from day one, with automated follow-up',
  ],
  primaryCta: 'Book My Telehealth Strategy Call',
  callCtaPrefix: 'Or call',
  statsHeading: 'The program at a glance',
  stats: [
    { value: telehealthProgram.launchWindow, label: 'from kickoff to first patient visits' },
    { value: '500+', label: 'practitioners in our provider network' },
    { value: `${businessCounts.partnerPharmacies}+`, label: 'partner pharmacies' },
    { value: `${medicationSavings.averagePercent}%`, label: 'average medication savings' },
  ],
  licensureNote:
    'Telehealth across state lines requires the treating clinician to be licensed in the state where each patient is located. We plan your launch states around that rule.',
} satisfies IntroContent
