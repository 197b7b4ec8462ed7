import { businessCounts, medicationSavings } from 'shared/helpers/content/brand-facts'
import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: about the network. Its place on the page and its claims: docs/product.md §10 and §1. */
export const about = {
  eyebrow: 'About the network',
  title: 'Operators Who Have Run Clinics, Not Just Sold to Them',
  paragraphs: [
    `Elevate Practice Partners started by fixing pharmacy costs in our own clinics. After ${businessCounts.yearsInBusiness}+ years in aesthetic and wellness medicine, we turned the relationships we built into a network any qualified practice can join.`,
    'We do not dispense or prescribe. Your providers keep full clinical control; we negotiate pricing, vet pharmacies and keep ordering simple so your team can get back to patients.',
  ],
  stats: [
    { value: `${businessCounts.yearsInBusiness}+`, label: 'years in aesthetic and wellness medicine' },
    { value: '5,000+', label: 'patients served through partner practices' },
    { value: medicationSavings.annualPerPractice, label: 'average annual savings per practice' },
    { value: '99%', label: 'partner satisfaction' },
  ],
} satisfies NetworkHomeContent['about']
