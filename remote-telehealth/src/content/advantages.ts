import { businessCounts, medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import { filter, medicineBottle, network, refresh, rocket, shieldCheck } from 'shared/ui/icons'
import type { AdvantagesContent } from './content-types'

export const advantagesContent = {
  eyebrow: 'Your competitive advantage',
  title: 'Six unfair advantages for a new telehealth practice',
  intro: 'Most start-ups stitch these together one vendor at a time. You get them as one launch team with one plan.',
  cards: [
    {
      icon: network,
      title: 'Licensed provider network',
      description: 'Add physicians and nurse practitioners licensed in the states you want to serve, so you can grow without hiring in every state first.',
      proof: `${telehealthProgram.providerPackage.name} ${telehealthProgram.providerPackage.price}, then ${telehealthProgram.providerPackage.perApproval} per approval`,
    },
    {
      icon: medicineBottle,
      title: 'Pharmacy partner pricing',
      description: '503A patient-specific and 503B outsourcing pharmacies that ship to your patients, at network pricing rather than retail.',
      proof: `${businessCounts.partnerPharmacies}+ pharmacies, ${medicationSavings.range} medication savings`,
    },
    {
      icon: shieldCheck,
      title: 'Compliance built in',
      description: 'State licensure mapping, HIPAA-ready platforms, informed-consent and prescribing workflows, reviewed with your healthcare attorney before launch.',
      proof: 'A licensure plan for every launch state',
    },
    {
      icon: filter,
      title: 'Pre-qualified patient leads',
      description: 'Ads and a qualifying questionnaire that screen for eligibility, location and budget before a patient ever books with your providers.',
      proof: '85% lead quality, 50+ new patients a month',
    },
    {
      icon: refresh,
      title: 'CRM and automation',
      description: 'Intake, reminders, refill prompts and follow-up texts run on their own, so your team spends its time on patients, not inboxes.',
      proof: 'Up to 70% lower admin cost',
    },
    {
      icon: rocket,
      title: 'Operators, not theorists',
      description: `Our team owns and runs clinics and has grown ${businessCounts.practicesGrown}+ practices. You get the playbook we use ourselves.`,
      proof: `${businessCounts.clinicsOwned} clinics owned, ${businessCounts.clientRetentionPercent}% client retention`,
    },
  ],
} satisfies AdvantagesContent
