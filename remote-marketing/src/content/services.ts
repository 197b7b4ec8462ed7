import { businessCounts } from 'shared/helpers/content/brand-facts'
import { filter, globe, mapPin, megaphone, target, workflow } from 'shared/ui/icons'
import { serviceName, type ServiceId } from './service-names'
import type { Service, Stat } from './types'

/**
 * The six services: one source for the home-page cards, the /services blocks and the six
 * /services/{id} pages, so a claim changed here changes everywhere.
 */
export const services = [
  {
    ...serviceName('ad-creative'),
    icon: megaphone,
    subtitle: 'Scroll-stopping ads written for aesthetic and wellness buyers',
    summary: 'Video, carousel and static ads that sell treatments without breaking platform or medical advertising rules.',
    description:
      'We write, design and edit the ads your future patients actually stop for: before-and-after carousels that follow Meta policy, short clinician-led videos, and offers built around the treatments with the best margin in your practice. Every concept is tested against at least two variations so the winners fund the next round.',
    result: '300% average ROI increase across managed ad accounts',
    features: [
      { title: 'Treatment-specific concepts', description: 'Separate angles for injectables, body contouring, hormone therapy and GLP-1 programs instead of one generic "spa" ad.' },
      { title: 'Compliance-checked copy', description: 'Claims, disclaimers and imagery reviewed against Meta and Google health policies before launch to avoid rejected ads and account flags.' },
      { title: 'Weekly creative refresh', description: 'New hooks and edits every week so frequency never burns out your audience and cost per lead stays down.' },
    ],
    benefits: [
      { title: 'Lower cost per booked consult', description: 'Ads that pre-frame price and candidacy bring in fewer tire-kickers and more patients ready to book.' },
      { title: 'A library you own', description: 'Every file, script and raw clip is yours to reuse on your website, email and in-clinic screens.' },
      { title: 'No filming headaches', description: 'We send a one-page shot list; a 30-minute session with your phone is enough for a month of video.' },
    ],
    cta: {
      heading: 'See what your next ad could look like',
      description: 'Book a strategy call and we will review your current ads live, show you the three concepts we would test first, and estimate your cost per booked consult.',
      label: 'Book My Creative Review',
    },
    idealFor: ['Med spas launching a new injectable or device', 'GLP-1 and weight-loss clinics', 'Practices whose ads were rejected or restricted'],
  },
  {
    ...serviceName('targeted-audience'),
    icon: target,
    subtitle: 'Reach the people within driving distance who can afford your treatments',
    summary: 'Audience building from your patient list, lookalikes and local intent signals, not broad interest guessing.',
    description:
      'We build audiences from what already works in your practice: your best patients (hashed and uploaded safely), lookalikes of people who booked, and local intent such as people searching for Botox, semaglutide or hormone therapy near you. Budgets follow the audiences that produce consults, not clicks. Health-related ad rules limit how platforms let you target, so we never build audiences on medical conditions; we use location, behavior and your own first-party data instead, and we review every audience each month against the bookings it produced.',
    result: '85% lead quality: most leads match your ideal patient profile',
    features: [
      { title: 'Radius and income targeting', description: 'Campaigns limited to the drive time your patients actually travel, weighted to neighborhoods that buy elective care.' },
      { title: 'Lookalikes from real bookings', description: 'Seed audiences built from patients who booked and paid, refreshed monthly as your list grows.' },
      { title: 'Retargeting that respects privacy', description: 'Site visitors and video viewers re-engaged with treatment education, never with sensitive health details in the ad.' },
    ],
    benefits: [
      { title: 'Less wasted spend', description: 'Money stops flowing to audiences who click but never book, often freeing 20-30% of the budget.' },
      { title: 'Predictable lead volume', description: 'Stable audiences mean steady weekly lead flow you can staff for, instead of feast-or-famine months.' },
      { title: 'Expansion you can plan', description: 'Clear data on which zip codes convert shows where a second location or telehealth offer would work.' },
    ],
    cta: {
      heading: 'Find out who you should be reaching',
      description: 'On a strategy call we map your current patient base, your service radius and the three audiences we would launch first.',
      label: 'Book My Audience Review',
    },
    idealFor: ['Practices in competitive metro markets', 'Clinics with a patient list but no lookalike campaigns', 'Multi-location groups'],
  },
  {
    ...serviceName('lead-system'),
    icon: filter,
    subtitle: 'Pre-qualified patients instead of names and phone numbers',
    summary: 'A 5-step qualification funnel that sorts serious buyers from browsers before your front desk picks up the phone.',
    description:
      'Our lead system runs every inquiry through a 5-step qualification process: treatment interest, budget, timing, candidacy and preferred contact. Qualified leads choose Path A (book a phone consult) or Path B (buy a starter package online), and anyone who stalls is followed up by time-of-day automation until they book or opt out.',
    result: '50+ new patients per month for established practices',
    features: [
      { title: '5-step qualifying questionnaire', description: 'Short, mobile-first questions that screen for budget, timing and candidacy without feeling like paperwork.' },
      { title: 'Path A and Path B conversion', description: 'Phone consult booking for patients who want to talk, direct purchase for those ready to commit now.' },
      { title: 'High-priority alerts', description: 'Booked consults, Ready to Book clicks and Requesting a Call leads reach your team in seconds by text and email.' },
    ],
    benefits: [
      { title: 'Your front desk calls buyers', description: 'Staff spend their time with people who already know the price range and want an appointment.' },
      { title: 'Faster speed to lead', description: 'Automated first contact happens in under a minute, and our 24hr response standard covers everything else.' },
      { title: 'Clear cost per patient', description: 'You see what each booked consult and each paying patient cost, by campaign and by treatment.' },
    ],
    cta: {
      heading: 'Fill your calendar with qualified consults',
      description: 'Book a call and we will walk through the exact questionnaire, A/B paths and follow-up we would build for your practice.',
      label: 'Book My Lead System Call',
    },
    idealFor: ['Practices drowning in unqualified form fills', 'GLP-1 programs that need candidacy screening', 'Telehealth start-ups without a sales team'],
  },
  {
    ...serviceName('crm-automation'),
    icon: workflow,
    subtitle: 'Follow-up that never forgets a lead, even on your busiest day',
    summary: 'A custom CRM with text, email and call-task automations that turn inquiries into booked, paid appointments.',
    description:
      'We set up and run a CRM built around how a practice really works: new inquiries, consult reminders, no-show recovery, membership renewals and reactivation of past patients. Automations send the right message at the right time of day, and your team gets a clear task list instead of a crowded inbox.',
    result: '70% admin cost reduction on lead follow-up',
    features: [
      { title: 'Time-of-day follow-up', description: 'Unconverted leads get morning, lunchtime and evening touches timed to when each person opened or replied before.' },
      { title: 'Two-way texting', description: 'Patients reply to reminders and offers by text, and every conversation lands in one shared inbox.' },
      { title: 'Reactivation campaigns', description: 'Patients due for a top-up, refill or annual review are invited back automatically.' },
    ],
    benefits: [
      { title: 'Fewer no-shows', description: 'Confirmation and reminder sequences with easy rescheduling keep chairs and telehealth slots full.' },
      { title: 'Hours back every week', description: 'Routine follow-up runs itself, so staff handle conversations that need a human.' },
      { title: 'Revenue from your existing list', description: 'Past patients are your cheapest bookings; reactivation turns them into repeat revenue.' },
    ],
    cta: {
      heading: 'Stop losing leads between the ad and the appointment',
      description: 'Book a call and we will audit your current follow-up, then show you the automations that would recover the most revenue first.',
      label: 'Book My CRM Walkthrough',
    },
    idealFor: ['Practices using spreadsheets or several disconnected tools', 'Clinics with high no-show rates', 'Teams that want to grow without hiring more front-desk staff'],
  },
  {
    ...serviceName('local-seo'),
    icon: mapPin,
    subtitle: 'Show up when patients nearby search for your treatments',
    summary: 'Google Business Profile, treatment pages and reviews that put your practice in the local map pack.',
    description:
      'Most aesthetic and wellness patients start with a search like "lip filler near me" or "weight loss clinic in Austin". We optimize your Google Business Profile, build a page for each treatment and city you serve, fix your citations and run a steady review program so you rank where patients are looking.',
    result: 'Page 1 in 90 days for priority treatment searches',
    features: [
      { title: 'Google Business Profile management', description: 'Categories, services, photos, posts and Q&A kept complete and active every week.' },
      { title: 'Treatment and city pages', description: 'Helpful, medically accurate pages for each service and area, written to answer what patients ask before booking.' },
      { title: 'Review generation', description: 'Automated, compliant review requests after each visit, with replies drafted for your approval.' },
    ],
    benefits: [
      { title: 'Patients who find you first', description: 'Ranking in the map pack brings calls from people already searching for what you offer.' },
      { title: 'Traffic that compounds', description: 'Unlike ads, rankings keep producing inquiries month after month once earned.' },
      { title: 'A reputation that sells', description: 'A steady flow of recent five-star reviews raises conversion on every other channel.' },
    ],
    cta: {
      heading: 'Find out where you rank today',
      description: 'Book a call and we will show your current map-pack position for your top five treatments and the plan to reach page 1.',
      label: 'Book My Local SEO Review',
    },
    idealFor: ['Single-location med spas and wellness clinics', 'Practices opening a new location', 'Clinics with few or outdated Google reviews'],
  },
  {
    ...serviceName('web-presence'),
    icon: globe,
    subtitle: 'A fast website that turns visitors into booked consultations',
    summary: 'Conversion-focused websites and landing pages for practices, built to load fast on phones and book on the spot.',
    description:
      'Your website is where ads, search and referrals all end up. We build fast, accessible sites and landing pages with clear pricing guidance, treatment education, real provider bios and booking on every page, connected to your CRM so every inquiry is tracked from first click to paid visit.',
    result: 'Launch-ready in 30 days with booking and tracking built in',
    features: [
      { title: 'Mobile-first design', description: 'Most patients browse on a phone; pages load fast and the booking button is always within reach.' },
      { title: 'Landing pages per campaign', description: 'Each ad and offer sends people to a page that matches it, which lifts conversion and ad quality scores.' },
      { title: 'Tracking you can trust', description: 'Calls, forms and bookings attributed to their source, without sending patient health data to ad platforms.' },
    ],
    benefits: [
      { title: 'More bookings from the same traffic', description: 'Clear offers and fewer steps turn more of your existing visitors into consults.' },
      { title: 'Credibility at first glance', description: 'Professional design, provider credentials and reviews reassure patients considering elective care.' },
      { title: 'Easy updates', description: 'Change prices, promotions and team bios yourself, or send us a text and we will do it.' },
    ],
    cta: {
      heading: 'Get a website that books patients',
      description: 'Book a call and we will review your current site on a phone, point out where visitors drop off and outline the rebuild.',
      label: 'Book My Website Review',
    },
    idealFor: ['Practices with a dated or slow website', 'Telehealth start-ups launching their first site', 'Clinics running ads to their home page'],
  },
] as const satisfies readonly Service[]

export type { ServiceId } from './service-names'

export function findService(id: ServiceId): Service {
  const service = services.find((s) => s.id === id)
  if (!service) throw new Error(`Unknown service ${id}`)
  return service
}

export const servicesGridCopy = {
  eyebrow: 'What we do',
  title: 'Six services, one growth system',
  intro: 'Each service works on its own, and together they move a patient from first ad to booked, paid appointment.',
  learnMore: 'Learn more',
  allServices: { label: 'See All Services', to: '/services', cta: 'home-all-services' },
}

export const servicesPageCopy = {
  hero: {
    eyebrow: 'Services for medical spas, wellness practices and telehealth clinics',
    title: 'Marketing and automation built for practices that sell elective care',
    intro:
      'Ads, audiences, lead qualification, CRM follow-up, local search and websites, run by one team that has owned and grown clinics itself. Pick one service or let us run the whole system.',
    cta: { label: 'Get My Custom Strategy', cta: 'services-custom-strategy' },
    stats: [
      { value: `${businessCounts.practicesGrown}+`, label: 'practices grown' },
      { value: `${businessCounts.clientRetentionPercent}%`, label: 'client retention' },
      { value: businessCounts.clientSatisfaction, label: 'client satisfaction' },
    ] satisfies Stat[],
  },
  block: {
    resultLabel: 'Typical result',
    featuresHeading: 'What you get',
    benefitsHeading: 'Why it matters',
    detailsLink: 'Read the full {title} overview',
  },
  booking: {
    eyebrow: 'Free 30-minute consultation',
    title: 'Schedule Your Discovery Call',
    intro: 'Pick a time that suits you. We will review your current marketing and tell you honestly which of these services would pay back fastest. No sales pressure.',
  },
  impact: {
    title: 'Combined Impact',
    intro: 'When the six services run together, every channel feeds the same qualified pipeline.',
    stats: [
      { value: '10x', label: 'ROI potential when ads, follow-up and reactivation work together' },
      { value: '24/7', label: 'automated lead capture and follow-up, nights and weekends included' },
      { value: '90 days', label: 'to page 1 for priority local treatment searches' },
    ] satisfies Stat[],
  },
  closing: {
    title: 'Ready to grow with less guesswork?',
    description: 'Start with a free marketing audit or a discovery call. Either way you leave with at least three actionable improvements.',
    audit: { label: 'Get My Free Marketing Audit', to: '/marketing-audit', cta: 'services-free-audit' },
    home: { label: 'Back to Home', to: '/', cta: 'services-back-home' },
  },
}

export const servicePageCopy = {
  breadcrumbHome: 'Home',
  breadcrumbServices: 'Services',
  resultLabel: 'Typical result',
  featuresHeading: 'What is included',
  benefitsHeading: 'What it changes for your practice',
  idealForHeading: 'A strong fit for',
  heroCta: 'Book a Strategy Call',
  auditCta: 'Get My Free Marketing Audit',
  otherServicesHeading: 'Other services that work with it',
  backToServices: 'Back to All Services',
  process: {
    heading: 'How we work together',
    intro:
      'Every service starts the same way, so you know what happens between the first call and the first results, and who is responsible for each step.',
    steps: [
      { title: 'Strategy call', description: 'A free 30-minute call about your treatments, margins, capacity and goals. No sales pressure: if we are not the right fit, we say so.' },
      { title: 'Audit and plan', description: 'We review your ads, website, reviews and follow-up, then send a written plan with the budget, the targets and the first 90 days laid out.' },
      { title: 'Build and launch', description: 'Most campaigns, automations and pages go live within 30 days, after you approve every ad, message and claim that carries your name.' },
      { title: 'Report and refine', description: 'A monthly report in plain language: leads, booked consults, cost per patient and revenue. We keep what works and cut what does not.' },
    ],
  },
}
