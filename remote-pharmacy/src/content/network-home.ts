import { businessCounts, medicationSavings, quotedClients } from 'shared/content/brand-facts'
import type { NetworkHomeContent } from './content-types'

/** Copy of /pharmacy-partners, in page order (docs/product.md §10). Claims come from docs/product.md §1. */
export const networkHome = {
  hero: {
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
  },
  comparison: {
    eyebrow: 'Why practices switch',
    title: 'Sourcing on Your Own vs. With the Network',
    intro: 'Most practices we meet are paying retail-adjacent prices to one pharmacy and chasing orders by phone. Here is what changes.',
    alone: {
      title: 'On your own',
      points: [
        'One pharmacy relationship and whatever price it quotes',
        'Back-orders on GLP-1s and peptides stall patient programs',
        'Staff hours lost to faxes, refill calls and invoice checks',
        'Licensure, 503B registration and quality records to verify yourself',
        'Thin margins on weight-loss and hormone memberships',
      ],
    },
    network: {
      title: 'With the network',
      points: [
        `Negotiated network pricing: ${medicationSavings.range} savings, ${medicationSavings.averagePercent}% on average`,
        'Backup pharmacies for every product when one runs short',
        'Up to 70% lower admin cost with one ordering and refill workflow',
        'Every partner checked for state licensure, inspections and accreditation',
        'Up to 2x margin on the protocols you already offer',
      ],
    },
  },
  services: {
    eyebrow: 'Compounding services',
    title: '503A Patient-Specific and 503B Office-Stock Compounding',
    intro: 'Both models have a place in a modern practice. We match each product to the right kind of pharmacy for your state and your workflow.',
    items: [
      {
        badge: '503A',
        title: 'Patient-specific prescriptions',
        description:
          'State-licensed compounding pharmacies prepare each medication for a named patient against your provider\u2019s prescription, shipped to the patient or to your clinic.',
        bestFor: 'Best for: GLP-1 weight-loss programs, hormone therapy, telehealth patients in many states.',
        points: ['Custom strengths and combinations', 'Direct-to-patient shipping', 'Refill reminders routed to your team'],
      },
      {
        badge: '503B',
        title: 'Office-stock outsourcing',
        description:
          'FDA-registered outsourcing facilities produce batches under current good manufacturing practice (cGMP), so you can keep commonly used products on the shelf without a prescription per patient.',
        bestFor: 'Best for: IV lounges, injectables bars, numbing creams and in-clinic treatments.',
        points: ['Batch testing for potency and sterility', 'Beyond-use dates that fit your inventory', 'Predictable office-stock pricing'],
      },
    ],
  },
  booking: {
    eyebrow: 'Talk to the network',
    title: 'Book a 30-Minute Pharmacy Savings Call',
    intro: 'Bring your current invoices. We will show you the network price for each product and which partner pharmacy can ship to your state. Free, with no sales pressure.',
    calendarTitle: 'Book a pharmacy savings call',
  },
  categories: {
    eyebrow: 'Network categories',
    title: 'A Network Built Around Your Kind of Practice',
    intro: 'Pick the path that fits you to see the products, pharmacies and programs partners like you use most.',
    linkLabel: 'Explore',
  },
  about: {
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
  },
  whyChoose: {
    eyebrow: 'Why choose us',
    title: 'Why Practices Choose Our Pharmacy Network',
    reasons: [
      { title: 'Savings you can see', description: `Average savings of ${medicationSavings.firstInvoicePercent.min}%-${medicationSavings.firstInvoicePercent.max}% on the first invoice we compare, rising to ${medicationSavings.averagePercent}% as your volume grows.` },
      { title: 'Vetted pharmacies only', description: 'State licenses, inspection history, 503B registration and accreditation checked before a pharmacy joins.' },
      { title: 'No supply surprises', description: 'When a product runs short, we route your order to a backup partner instead of pausing your patients.' },
      { title: 'One point of contact', description: 'A named account manager who answers within 24 hours, not a pharmacy call center.' },
      { title: 'Built for telehealth', description: 'Partners licensed to ship across many states, ready for practices launching virtual programs.' },
      { title: 'Live in 30 days', description: 'Most practices move their first orders through the network within a month of the first call.' },
    ],
  },
  testimonial: {
    eyebrow: 'Partner story',
    quote:
      'We were paying almost double for semaglutide and our testosterone supplier kept back-ordering. Within a month of joining the network our medication costs dropped by nearly half and we have not missed a patient shipment since.',
    author: quotedClients.pharmacyPartner.name,
    initials: quotedClients.pharmacyPartner.initials,
    title: quotedClients.pharmacyPartner.role,
    location: quotedClients.pharmacyPartner.location,
    result: '47% lower medication costs in the first quarter',
    rating: 5,
    ratingLabel: 'Rated 5 out of 5 stars',
  },
  related: {
    heading: 'Related resources',
    resources: [
      {
        title: 'Turn GLP-1 Weight Loss Into a Revenue Stream',
        description: 'How clinics price, staff and retain patients in compliant GLP-1 programs.',
        url: '/blog/glp1-weight-loss-revenue-stream',
      },
      {
        title: 'Building Patient Trust in Telehealth',
        description: 'What patients need to see before they book a virtual consult and pay for a prescription.',
        url: '/blog/building-patient-trust-telehealth',
      },
      {
        title: 'Digital Marketing for Aesthetic Practices',
        description: 'The channels and offers that keep injector and laser calendars full.',
        url: '/blog/digital-marketing-aesthetic-practices',
      },
    ],
  },
  closing: {
    title: 'Find Out What Your Practice Would Save',
    intro: 'A free 30-minute call, a side-by-side of your current prices and network prices, and a clear answer on whether joining makes sense for you.',
    primary: { label: 'Book My Savings Call', cta: 'pharmacy-closing-book' },
    callLabel: 'Call',
    note: 'No contracts to join. Your providers keep full clinical control.',
  },
} satisfies NetworkHomeContent
