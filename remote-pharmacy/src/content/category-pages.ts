import type { CategoryPageContent } from './content-types'

const bookingDefaults = { calendarTitle: 'Book a pharmacy network call' }

/** The six network category pages (SPEC §2), in the order the network home lists them. */
export const categoryPages = {
  compounding: {
    path: '/pharmacy-partners/compounding',
    name: 'Compounding',
    eyebrow: 'Compounding pharmacies',
    title: 'Compounding Pharmacy Partners for Growing Practices',
    intro:
      'Source patient-specific 503A prescriptions and 503B office stock through one relationship, at network prices that average 50% below what most practices pay today.',
    cardSummary: '503A patient-specific and 503B office-stock sourcing through one account.',
    featuresTitle: 'What compounding through the network looks like',
    features: [
      {
        title: 'The right model for each product',
        description: 'Weight-loss and hormone prescriptions go to 503A partners; IV and in-clinic products come from 503B outsourcing facilities.',
      },
      {
        title: 'Quality records on request',
        description: 'Certificates of analysis, potency and sterility testing and USP <795>/<797> compliance documents for every partner.',
      },
      {
        title: 'Custom formulations',
        description: 'Strengths, combinations and dosage forms your providers specify, from troches and creams to multi-dose vials.',
      },
    ],
    cta: { label: 'Compare My Compounding Costs', cta: 'compounding-book-call' },
    booking: {
      title: 'Compare your compounding costs',
      intro: 'Book 30 minutes and bring two recent invoices. We will price the same products across our partner pharmacies.',
      ...bookingDefaults,
    },
  },
  'wellness-doctors': {
    path: '/pharmacy-partners/wellness-doctors',
    name: 'Wellness Doctors',
    eyebrow: 'For wellness and functional medicine',
    title: 'Pharmacy Partners for Wellness Doctors',
    intro:
      'Hormone therapy, peptides, vitamin injections and IV therapy from pharmacies that understand functional and longevity medicine, priced so memberships stay profitable.',
    cardSummary: 'Hormones, peptides and IV therapy for functional and longevity medicine.',
    featuresTitle: 'Built for wellness protocols',
    features: [
      {
        title: 'Hormone therapy, your way',
        description: 'Bioidentical creams, troches and capsules in the strengths your labs call for, with refills routed to your team.',
      },
      {
        title: 'IV and injectables office stock',
        description: 'NAD+, glutathione, B12 and Myers\u2019 kits from 503B facilities with dependable beyond-use dates.',
      },
      {
        title: 'Membership-friendly pricing',
        description: 'Network pricing that protects the margin on monthly wellness plans, often doubling what you keep per member.',
      },
    ],
    cta: { label: 'Book a Wellness Pricing Call', cta: 'wellness-doctors-book-call' },
    booking: {
      title: 'Price out your wellness protocols',
      intro: 'Tell us which hormones, peptides and injectables you use most; we will bring network pricing to the call.',
      ...bookingDefaults,
    },
  },
  'aesthetic-practitioners': {
    path: '/pharmacy-partners/aesthetic-practitioners',
    name: 'Aesthetic Practitioners',
    eyebrow: 'For medical spas and injectors',
    title: 'Pharmacy Partners for Aesthetic Practitioners',
    intro:
      'Numbing creams, skin-brightening formulas, hair-restoration products and weight-loss add-ons for medical spas, sourced from vetted pharmacies at network prices.',
    cardSummary: 'Numbing creams, skin and hair products and add-ons for medical spas.',
    featuresTitle: 'What medical spas order most',
    features: [
      {
        title: 'Treatment-room essentials',
        description: 'BLT numbing cream and post-procedure recovery products as 503B office stock, ready on your shelf.',
      },
      {
        title: 'Home-care that sells',
        description: 'Tranexamic acid, triple brightening and azelaic formulas your providers can prescribe between visits.',
      },
      {
        title: 'New revenue lines',
        description: 'Add hair restoration, GLP-1 weight loss and wellness injections without opening a new supplier account.',
      },
    ],
    cta: { label: 'Talk to a Network Specialist', cta: 'aesthetic-practitioners-book-call' },
  },
  telemedicine: {
    path: '/pharmacy-partners/telemedicine',
    name: 'Telemedicine',
    eyebrow: 'For telehealth practices',
    title: 'Pharmacy Partners for Telemedicine Programmes',
    intro:
      'Multi-state partner pharmacies that ship patient-specific prescriptions straight to your patients\u2019 doors, so you can launch GLP-1, hormone and wellness programmes online.',
    cardSummary: 'Multi-state shipping for GLP-1, hormone and wellness telehealth programmes.',
    featuresTitle: 'Pharmacy support for virtual care',
    features: [
      {
        title: 'Licensed where your patients are',
        description: 'Partner pharmacies licensed across many states, matched to where your providers hold licences.',
      },
      {
        title: 'Direct-to-patient shipping',
        description: 'Cold-chain packaging for injectables, tracking links for patients and delivery updates for your team.',
      },
      {
        title: 'E-prescribing that fits your stack',
        description: 'Send prescriptions electronically from your EHR or telehealth platform, with refill status in one place.',
      },
    ],
    cta: { label: 'Plan My Telehealth Pharmacy', cta: 'telemedicine-book-call' },
    booking: {
      title: 'Plan the pharmacy side of your launch',
      intro: 'Practices launching with us typically go live in 30 to 60 days. Start with the states and products you plan to offer.',
      ...bookingDefaults,
    },
  },
  'specialty-clinics': {
    path: '/pharmacy-partners/specialty-clinics',
    name: 'Specialty Clinics',
    eyebrow: 'For specialty clinics',
    title: 'Pharmacy Partners for Specialty Clinics',
    intro:
      'Men\u2019s health, women\u2019s health, weight-loss and dermatology clinics get specialist compounding, steady supply and pricing that scales with patient volume.',
    cardSummary: 'Men\u2019s and women\u2019s health, weight-loss and dermatology clinics.',
    featuresTitle: 'Specialist support for focused clinics',
    features: [
      {
        title: 'Protocol-ready formularies',
        description: 'TRT, menopause, weight-loss and hair-loss products grouped by protocol so ordering takes minutes.',
      },
      {
        title: 'Volume pricing tiers',
        description: 'Pricing that improves as patient volume grows, with savings of 25% or more on core products.',
      },
      {
        title: 'Backup supply',
        description: 'A second partner pharmacy on standby for your most-used products, so patients never wait on a back-order.',
      },
    ],
    cta: { label: 'Get Specialty Pricing', cta: 'specialty-clinics-book-call' },
    booking: {
      title: 'Get pricing for your specialty',
      intro: 'Book a 30-minute call with the protocols you run. We will bring network pricing and supply options.',
      ...bookingDefaults,
    },
  },
  certified: {
    path: '/pharmacy-partners/certified',
    name: 'Certified Pharmacies',
    eyebrow: 'Our vetting standards',
    title: 'Certified, Licensed and Inspected Pharmacy Partners',
    intro:
      'Every pharmacy in the network passes the same checks before it fills a single order for your patients, and is re-checked every year.',
    cardSummary: 'How we vet licences, inspections, accreditation and testing.',
    featuresTitle: 'What every partner pharmacy must show',
    features: [
      {
        title: 'Licensure and registration',
        description: 'Active state pharmacy licences for every state shipped to, and FDA registration for 503B outsourcing facilities.',
      },
      {
        title: 'Inspection and accreditation',
        description: 'Clean recent state-board and FDA inspection history; PCAB or ACHC accreditation preferred.',
      },
      {
        title: 'Testing you can verify',
        description: 'Third-party potency, sterility and endotoxin testing, with certificates of analysis available to your team.',
      },
    ],
    cta: { label: 'Ask About Our Partners', cta: 'certified-book-call' },
  },
} satisfies Record<string, CategoryPageContent>

export type CategoryKey = keyof typeof categoryPages

/** Card order on the network home. */
export const categoryOrder: CategoryKey[] = ['compounding', 'wellness-doctors', 'aesthetic-practitioners', 'telemedicine', 'specialty-clinics', 'certified']

export const categoryCopy = {
  backToNetwork: 'Back to Network',
  breadcrumbLabel: 'Breadcrumb',
  home: 'Home',
  network: 'Pharmacy Partners',
  bookingEyebrow: 'Book a call',
} as const
