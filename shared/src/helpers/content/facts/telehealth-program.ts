const launchWindowMinDays = 30
const launchWindowMaxDays = 60

/**
 * The Telehealth Empire program. Its page's headline is the claim every page makes: a multi-state
 * practice on a 30-day plan; licensing boards and pharmacies set the rest of the launch window.
 */
export const telehealthProgram = {
  name: 'Telehealth Empire',
  /** How far a launch reaches: several states chosen with the founder, not all 50 at once. */
  reach: 'multi-state',
  /** Our build work, from kickoff to launch. */
  planDays: 30,
  /** Kickoff to first patient visits, licensing boards and pharmacy onboarding included. */
  launchWindowDays: { min: launchWindowMinDays, max: launchWindowMaxDays },
  /** "30-60 days" (stats, metadata) */
  launchWindow: `${launchWindowMinDays}-${launchWindowMaxDays} days`,
  /** "30 to 60 days" (prose) */
  launchWindowInWords: `${launchWindowMinDays} to ${launchWindowMaxDays} days`,
  /** States we recommend a new practice starts with. */
  startingStates: { min: 3, max: 5 },
  /** The provider-network add-on: a package name, not the size of a launch. */
  providerPackage: { name: '50-State Provider package', price: '$1,500', perApproval: '$15' },
} as const
