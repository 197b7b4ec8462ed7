import { businessCounts, medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { CategoryPageContent } from './content-types'

const bookingDefaults = { calendarTitle: 'Book a pharmacy network call' }

/** The six network category pages (docs/product.md §10), in the order the network home lists them. */
export const categoryPages = {
  compounding: {
    path: '/pharmacy-partners/compounding',
    name: 'Compounding',
    eyebrow: 'Compounding pharmacies',
    title: 'Compounding Pharmacy Partners for Growing Practices',
    intro:
      `Source patient-specific 503A prescriptions and 503B office stock through one relationship, at network prices that average ${medicationSavings.averagePercent}% below what most practices pay today.`,
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
    audience: {
      title: 'For practices that prescribe compounded medications every week',
      text:
        'Medical spas, weight-loss and hormone clinics, wellness practices and telehealth programs whose licensed providers already prescribe compounded medications, or plan to. If you order everything from one pharmacy, cannot tell whether its prices are fair, or have had patients wait on a back-order, the network gives you more than one qualified pharmacy for each product.',
    },
    steps: {
      title: 'How compounding through the network works',
      items: [
        {
          title: 'Prescription intake',
          description: 'Your providers prescribe as they do today, electronically from your EHR or on the pharmacy\u2019s order form. The formulation, strength, quantity and ship-to address are confirmed before anything is prepared.',
        },
        {
          title: '503A or 503B fulfillment',
          description: 'Patient-specific prescriptions go to a state-licensed 503A pharmacy that can ship to the patient\u2019s state. Office stock comes from an FDA-registered 503B outsourcing facility, where your state allows office use.',
        },
        {
          title: 'Shipping and cold chain',
          description: 'Temperature-sensitive injectables ship in insulated cold-chain packaging on expedited services; creams, capsules and troches ship by standard delivery. Tracking goes to your team and, for patient orders, to the patient.',
        },
        {
          title: 'Pricing review',
          description: `We compare your invoices with current network prices and flag any product a qualified partner can supply for less. Member practices typically save ${medicationSavings.range} on medication costs, ${medicationSavings.averagePercent}% on average.`,
        },
      ],
    },
    questions: {
      title: 'Compounding questions practices ask',
      items: [
        {
          question: 'Are compounded medications FDA-approved?',
          answer: 'No. FDA does not review compounded medications for safety, effectiveness or quality before they are dispensed. They are prescribed by licensed providers for individual patients and prepared by state-licensed 503A pharmacies or FDA-registered 503B outsourcing facilities.',
        },
        {
          question: 'What is the difference between 503A and 503B?',
          answer: 'A 503A pharmacy compounds against a prescription for a named patient and is overseen mainly by its state board of pharmacy. A 503B outsourcing facility is registered with and inspected by FDA, follows current good manufacturing practice and can supply office stock without a prescription per patient.',
        },
        {
          question: 'Can the network supply compounded GLP-1 medications?',
          answer: 'Only where current FDA rules and state law allow them to be compounded, and those rules have changed as shortages began and ended. We confirm which products a partner can lawfully supply into each state before you build a program around them.',
        },
      ],
    },
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
    audience: {
      title: 'For functional, integrative and longevity medicine practices',
      text:
        'Physicians, nurse practitioners and physician assistants running functional, integrative or longevity practices, often on a membership model. When a monthly plan bundles hormone therapy, vitamin injections or IV therapy into one fee, what you pay for those medications decides your margin. The network helps you source them from vetted pharmacies without changing the protocols your providers have chosen.',
    },
    steps: {
      title: 'How wellness practices use the network',
      items: [
        {
          title: 'Map your protocols',
          description: 'List the hormones, injectables and IV products in each membership tier, with strengths and monthly volumes. That list becomes your practice formulary.',
        },
        {
          title: 'Match each product to a pharmacy',
          description: 'Patient-specific hormone prescriptions go to 503A partners licensed in your patients\u2019 states; IV and injectable office stock comes from FDA-registered 503B facilities where your state permits office use.',
        },
        {
          title: 'Set up ordering and refills',
          description: 'Providers e-prescribe as usual, refill requests are routed to your team and office-stock reorders are placed before you run low, with beyond-use dates in view.',
        },
        {
          title: 'Check the numbers in each plan',
          description: 'With network prices in hand, we work through the medication cost inside each membership tier so you can see what each plan earns. Practices can keep up to 2x the margin on protocols they already run.',
        },
      ],
    },
    questions: {
      title: 'Questions from wellness practices',
      items: [
        {
          question: 'Do we have to change our hormone protocols?',
          answer: 'No. Your providers choose the medication, strength and dosage form for each patient, and partner pharmacies compound what is prescribed. We do not prescribe or give clinical advice. Compounded bioidentical hormones are not FDA-approved products.',
        },
        {
          question: 'Can you supply IV therapy and injection office stock?',
          answer: 'Yes, through FDA-registered 503B outsourcing facilities that make batches under current good manufacturing practice with potency and sterility testing. Beyond-use dates vary by product, so we help you order quantities you will use in time.',
        },
        {
          question: 'What about peptides?',
          answer: 'Which peptides a pharmacy may compound depends on FDA rules for bulk drug substances and on state law, and several peptides are currently restricted. We route peptide prescriptions only to partners that can lawfully fill them, and tell you when one is unavailable.',
        },
      ],
    },
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
    audience: {
      title: 'For medical spas, injectors and aesthetic clinics',
      text:
        'Medical spas, injector-led clinics, laser and skin-care practices, and the medical directors who oversee them. If you buy numbing cream by the jar, sell home-care between treatments or want to add hair restoration or weight-loss services, the network gives you vetted pharmacies for each product line and a named account manager who answers within 24 hours.',
    },
    steps: {
      title: 'How a medical spa gets started',
      items: [
        {
          title: 'Review what you buy today',
          description: `Send a recent invoice for numbing cream, skin products and any injectables you stock, and we price the same items across partner pharmacies. Average savings on a first comparison run ${medicationSavings.firstInvoicePercent.min}%-${medicationSavings.firstInvoicePercent.max}%.`,
        },
        {
          title: 'Separate office stock from prescriptions',
          description: 'Treatment-room products such as numbing cream come from FDA-registered 503B facilities as office stock where your state allows it. Home-care formulas are prescribed per patient and filled by a 503A pharmacy.',
        },
        {
          title: 'Order under your medical director',
          description: 'Accounts are set up under the licensed prescriber or medical director who oversees your practice, as your state requires, so every order has a clear clinical owner.',
        },
        {
          title: 'Add services when you are ready',
          description: 'When you add hair restoration, weight-loss or wellness injections, the same account covers them, with suitable partner pharmacies already vetted.',
        },
      ],
    },
    questions: {
      title: 'Questions from medical spas',
      items: [
        {
          question: 'Who can order compounded products for a medical spa?',
          answer: 'Prescriptions must come from a licensed prescriber, such as a physician, nurse practitioner or physician assistant, within the scope their state allows. Registered nurses and aestheticians cannot prescribe; they work under the orders and protocols your prescriber sets.',
        },
        {
          question: 'Are compounded numbing creams and skin formulas FDA-approved?',
          answer: 'No. Compounded topical products are not FDA-approved. They are prepared by licensed pharmacies to a prescriber\u2019s order or as 503B office stock, and should be used under your clinical protocols, with the strength and treatment area your provider sets.',
        },
        {
          question: 'How do we get pricing?',
          answer: `Book a free 30-minute call on the network home page and bring one recent invoice. We price the same products across our ${businessCounts.partnerPharmacies}+ partner pharmacies, with no sales pressure.`,
        },
      ],
    },
  },
  telemedicine: {
    path: '/pharmacy-partners/telemedicine',
    name: 'Telemedicine',
    eyebrow: 'For telehealth practices',
    title: 'Pharmacy Partners for Telemedicine Programs',
    intro:
      'Multi-state partner pharmacies that ship patient-specific prescriptions straight to your patients\u2019 doors, so you can launch GLP-1, hormone and wellness programs online.',
    cardSummary: 'Multi-state shipping for GLP-1, hormone and wellness telehealth programs.',
    featuresTitle: 'Pharmacy support for virtual care',
    features: [
      {
        title: 'Licensed where your patients are',
        description: 'Partner pharmacies licensed across many states, matched to where your providers hold licenses.',
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
    audience: {
      title: 'For virtual-first and hybrid practices',
      text:
        'Telehealth startups and established practices adding virtual care, whether you run GLP-1 weight-loss, hormone or wellness programs online. It suits teams whose providers see patients in several states and need pharmacies that can lawfully ship to each of them, with the tracking and refill visibility that virtual patients expect.',
    },
    steps: {
      title: 'How the pharmacy side of a telehealth launch works',
      items: [
        {
          title: 'Choose your states',
          description: `Your providers must be licensed in each state where patients are located at the time of the visit. Many programs start with ${telehealthProgram.startingStates.min}-${telehealthProgram.startingStates.max} states and add more as they hire.`,
        },
        {
          title: 'Match licensed pharmacies',
          description: 'Each state and product is matched to partner pharmacies licensed to ship there, so every patient-specific prescription is filled by a 503A pharmacy that can lawfully deliver to that patient.',
        },
        {
          title: 'Connect e-prescribing',
          description: 'Prescriptions go electronically from your EHR or telehealth platform. Controlled substances such as testosterone carry extra federal and state rules for remote prescribing, which your clinical and legal advisers should confirm.',
        },
        {
          title: 'Ship and track',
          description: 'Injectables ship in cold-chain packaging, patients get tracking links, and your team sees delivery status and refill timing in one place.',
        },
      ],
    },
    questions: {
      title: 'Telehealth pharmacy questions',
      items: [
        {
          question: 'Can our providers prescribe to patients in any state?',
          answer: 'No. Telehealth prescribing requires the provider to be licensed in the state where the patient is located; a few states offer a telehealth registration instead. The pharmacy must also be licensed to ship there. We map both before you open a state.',
        },
        {
          question: 'Can you support a compounded GLP-1 program?',
          answer: 'We match partners for the medications your providers prescribe, where current FDA rules and state law allow them to be compounded. Compounded medications are not FDA-approved, results vary by patient, and your marketing should not suggest otherwise.',
        },
        {
          question: 'What happens if a pharmacy runs short?',
          answer: 'We route the prescription to a backup partner licensed in the same state, so the patient is not left waiting on a back-order. Your team may need to send a new prescription or authorize a transfer.',
        },
      ],
    },
    booking: {
      title: 'Plan the pharmacy side of your launch',
      intro: `Practices launching with us typically go live in ${telehealthProgram.launchWindowInWords}. Start with the states and products you plan to offer.`,
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
    audience: {
      title: 'For clinics built around one area of care',
      text:
        'Men\u2019s health, women\u2019s health, weight-loss, hair-loss and dermatology clinics that run a few protocols at high volume. When most of your patients use the same handful of products, small differences in price add up quickly, and a single back-order can affect a large share of your patients at once.',
    },
    steps: {
      title: 'How specialty clinics work with the network',
      items: [
        {
          title: 'Share your protocols and volumes',
          description: 'We turn the protocols you run into a formulary of exact formulations, strengths and quantities, with monthly volumes for each.',
        },
        {
          title: 'Assign a primary and a backup pharmacy',
          description: 'Each core product gets a primary partner and a second licensed partner on standby, using the 503A or 503B model that fits how the product is used.',
        },
        {
          title: 'Set volume pricing',
          description: 'Pricing tiers are set against your real volumes, so savings improve as your patient numbers grow.',
        },
        {
          title: 'Review supply and invoices',
          description: 'We review back-orders, delivery times and invoices with you, and move volume to the backup partner when price, quality or delivery slips.',
        },
      ],
    },
    questions: {
      title: 'Questions from specialty clinics',
      items: [
        {
          question: 'Can partner pharmacies fill testosterone prescriptions?',
          answer: 'Yes, where the pharmacy holds the required state and DEA registrations. Testosterone is a Schedule III controlled substance, so prescribing, refills and shipping follow federal and state controlled-substance rules, including rules on prescribing after a telehealth visit.',
        },
        {
          question: 'Do you help with clinical protocols or dosing?',
          answer: 'No. Your providers make every clinical decision, including product, strength and dosing. We handle pharmacy selection, pricing and the ordering workflow.',
        },
        {
          question: 'How long does switching pharmacies take?',
          answer: 'Most practices move their first orders through the network within about 30 days of the first call. Existing patients usually need new prescriptions sent to the new pharmacy, so we plan the switch around refill dates.',
        },
      ],
    },
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
    cardSummary: 'How we vet licenses, inspections, accreditation and testing.',
    featuresTitle: 'What every partner pharmacy must show',
    features: [
      {
        title: 'Licensure and registration',
        description: 'Active state pharmacy licenses for every state shipped to, and FDA registration for 503B outsourcing facilities.',
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
    audience: {
      title: 'For practices that want to know who fills their orders',
      text:
        'Practice owners, medical directors and compliance leads who want to understand the standards behind each partner pharmacy before sending it a patient\u2019s prescription. This page explains what we check, how we check it and what you can ask to see, so you can judge the network on its records and answer a patient who asks where their medication was made.',
    },
    steps: {
      title: 'How a pharmacy joins and stays in the network',
      items: [
        {
          title: 'License and registration check',
          description: 'We verify each state license with the issuing board of pharmacy and, for 503B outsourcing facilities, confirm the facility appears on FDA\u2019s public list of registered outsourcing facilities.',
        },
        {
          title: 'Inspection history review',
          description: 'We read recent state-board and FDA inspection findings, including any FDA Form 483 observations or warning letters, and how the pharmacy responded to them.',
        },
        {
          title: 'Quality and testing records',
          description: 'Pharmacies show their testing program, sample certificates of analysis and documentation of compliance with USP <795>, <797> and, where relevant, <800>.',
        },
        {
          title: 'Annual re-check',
          description: 'Every partner is reviewed again each year. A pharmacy that no longer meets the standard stops receiving network orders.',
        },
      ],
    },
    questions: {
      title: 'Questions about our standards',
      items: [
        {
          question: 'Does a certified partner mean the medications are FDA-approved?',
          answer: 'No. Our standards describe the pharmacies, not the products. Compounded medications are not FDA-approved; they are prescribed by licensed providers and prepared by state-licensed 503A pharmacies or FDA-registered 503B outsourcing facilities.',
        },
        {
          question: 'Can we see a partner\u2019s records?',
          answer: 'Yes. Ask your account manager for a partner\u2019s licenses, accreditation status and recent certificates of analysis for the products you order. We can also tell you which partner prepares each product, so your team always knows where an order came from.',
        },
        {
          question: 'Is accreditation required?',
          answer: 'It is preferred, not required. PCAB or ACHC accreditation is a voluntary, independent check, but licensure, inspection history and testing results carry the most weight in our review.',
        },
      ],
    },
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
  audienceEyebrow: 'Who this is for',
  stepsEyebrow: 'How it works',
  questionsEyebrow: 'Questions and answers',
} as const
