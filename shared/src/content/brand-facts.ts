/**
 * The facts the site states about the business, in one place: counts, savings, the telehealth
 * program's timelines, the team and the clients we quote. Every app that states one of these reads
 * it from here (`shared/content/brand-facts`) and templates its copy around it, so a fact changes
 * in one place and never reads differently on two pages.
 *
 * Plain data: each app bundles its own copy of what it imports (not a federation share). Import
 * only the groups you use.
 */

/** Counts about the business as a whole. */
export const businessCounts = {
  /** Client practices whose growth we ran: the one client count the site states ("150+ practices grown"). */
  practicesGrown: 150,
  /** Average client rating, out of 5 ("4.9/5 client satisfaction"). */
  clientSatisfaction: '4.9/5',
  /** Clients who renew each year, percent ("95% client retention"). */
  clientRetentionPercent: 95,
  /** Years the founders have been growing aesthetic and wellness practices ("10+ years"). */
  yearsInBusiness: 10,
  /** Clinics the founders own and run. */
  clinicsOwned: 8,
  /** Licensed compounding pharmacies in the partner network ("200+"). */
  partnerPharmacies: 200,
} as const

const savingsMinPercent = 40
const savingsMaxPercent = 60

/** What practices save on medication through the pharmacy network. */
export const medicationSavings = {
  minPercent: savingsMinPercent,
  maxPercent: savingsMaxPercent,
  averagePercent: 50,
  /** "40-60%" */
  range: `${savingsMinPercent}-${savingsMaxPercent}%`,
  /** Average savings on the first invoice we compare, before volume pricing ("28% to 45%"). */
  firstInvoicePercent: { min: 28, max: 45 },
  /** Typical annual savings of one clinic. */
  annualPerPractice: '$50K+',
} as const

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

export interface Person {
  name: string
  initials: string
  /** The role shown next to the name, exactly as the site prints it. */
  role: string
}

/** The agency's founders, as the About section introduces them. */
export const team = {
  ceo: { name: 'Marcus Reyes', initials: 'MR', role: 'Co-founder and CEO' },
  operations: { name: 'Dana Whitfield', initials: 'DW', role: 'Co-founder and Director of Operations' },
} as const satisfies Record<string, Person>

export interface QuotedClient extends Person {
  /** The client's practice, as the quote names it. */
  practice: string
  location: string
}

const luma = 'Luma Aesthetics & Wellness'

/**
 * Clients quoted in testimonials, each one person in one role. A client is never a member of the
 * team (shared/src/content/brand-facts.test.ts holds it).
 */
export const quotedClients = {
  /** /marketing-audit */
  auditOwner: { name: 'Nina Castillo', initials: 'NC', role: `Owner, ${luma}`, practice: luma, location: 'Scottsdale, AZ' },
  /** Home page testimonials */
  medSpaOwner: { name: 'Jessica M.', initials: 'JM', role: 'Owner, aesthetic med spa', practice: 'aesthetic med spa', location: 'Scottsdale, AZ' },
  weightLossDirector: {
    name: 'Dr. Robert K.',
    initials: 'RK',
    role: 'Medical director, weight-loss clinic',
    practice: 'weight-loss clinic',
    location: 'Tampa, FL',
  },
  telehealthFounder: {
    name: 'Alicia T.',
    initials: 'AT',
    role: 'Founder, hormone telehealth start-up',
    practice: 'hormone telehealth start-up',
    location: 'Denver, CO',
  },
  /** /pharmacy-partners */
  pharmacyPartner: {
    name: 'Dr. Lauren M.',
    initials: 'LM',
    role: 'Medical Director, medical spa and weight-loss clinic',
    practice: 'medical spa and weight-loss clinic',
    location: 'Scottsdale, AZ',
  },
} as const satisfies Record<string, QuotedClient>
