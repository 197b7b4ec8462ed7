import type { TitledText } from './types'

export const onboardingCopy = {
  eyebrow: 'Client onboarding',
  title: 'Welcome to Elevate Practice Partners',
  intro:
    'Thank you for choosing us. This form gives your growth strategist everything needed to build your campaigns, CRM and follow-up. It takes about 15 minutes, and you can call or text us if anything is unclear.',
  stepsHeading: 'What happens next',
  steps: [
    { title: 'Complete the form', description: 'Tell us about your treatments, pricing, team, service area and the tools you use today.' },
    { title: 'Kickoff call within 24 hours', description: 'Your strategist reviews your answers and books a kickoff call to confirm goals and access.' },
    { title: 'Live within 30 days', description: 'We build, test and launch, then send your first performance report.' },
  ] satisfies TitledText[],
  formHeading: 'Practice onboarding form',
  frameTitle: 'Elevate Practice Partners onboarding form',
  framePurpose: 'onboarding form',
  frameHeight: 800,
}
