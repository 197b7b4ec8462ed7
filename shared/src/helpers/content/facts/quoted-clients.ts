import type { Person } from './team'

export interface QuotedClient extends Person {
  /** The client's practice, as the quote names it. */
  practice: string
  location: string
}

const luma = 'Luma Aesthetics & Wellness'

/**
 * Clients quoted in testimonials, each one person in one role. A client is never a member of the
 * team (shared/src/helpers/content/brand-facts.test.ts holds it).
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
