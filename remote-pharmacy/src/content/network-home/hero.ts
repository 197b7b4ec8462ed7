import { businessCounts, medicationSavings } from 'shared/helpers/content/brand-facts'
import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: the hero. Its place on the page and its claims: docs/product.md §10 and §1. */
export const hero = {
  eyebrow: 'Pharmacy Partner Network',
  title: `Cut Your Medication Costs ${medicationSavings.range} Without Changing How You Practice`,
  intro:
    `One network of ${businessCounts.partnerPharmacies}+ vetted 503A and 503B compounding pharmacies for medical spas, wellness clinics, GLP-1 programs and telehealth practices. Member practices save ${medicationSavings.averagePercent}% on average and keep the margin, not the middleman.`,
  contact: { label: 'Contact Our Network', cta: 'pharmacy-hero-contact' },
  join: { label: 'Join Our Network', cta: 'pharmacy-hero-join' },
  stats: [
    { value: `${businessCounts.partnerPharmacies}+`, label: 'partner pharmacies' },
    { value: medicationSavings.range, label: 'medication savings' },
    { value: '500+', label: 'practitioners served' },
    { value: '24hr', label: 'response time' },
  ],
} satisfies NetworkHomeContent['hero']
