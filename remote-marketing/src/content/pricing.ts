import { medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import { chart, globe, megaphone } from 'shared/ui/icons'
import type { Cta, PricingPackage, Stat } from './types'

export const pricingCopy = {
  eyebrow: 'Pricing',
  title: 'Simple packages, no long contracts',
  intro: 'Month-to-month plans with ad spend paid directly to Meta or Google, so you always see exactly where your money goes.',
  popularBadge: 'Most Popular',
  getStarted: { label: 'Get Started', cta: 'pricing-get-started' } satisfies Cta,
  packages: [
    {
      id: 'ad-management',
      name: 'Ad Management (Meta)',
      price: '$997',
      period: 'per month',
      icon: megaphone,
      description: 'Facebook and Instagram campaigns that bring pre-qualified leads into your calendar.',
      features: ['Campaign strategy and setup', 'Compliance-checked ad creative', 'Qualifying questionnaire funnel', 'Weekly optimization and reporting'],
      popular: false,
    },
    {
      id: 'full-service',
      name: 'Full Service Marketing & Sales',
      price: '$1,997',
      period: 'per month',
      icon: chart,
      description: 'The complete system: ads, CRM automation, follow-up and local SEO run for you.',
      features: [
        'Everything in Ad Management',
        'Custom CRM with time-of-day automation',
        'Two-way texting and no-show recovery',
        'Local SEO and review generation',
        'Monthly strategy call with your consultant',
      ],
      popular: true,
    },
    {
      id: 'website-buildout',
      name: 'Website Buildout',
      price: '$2,000',
      period: 'one-time',
      icon: globe,
      description: 'A fast, mobile-first practice website with booking and tracking built in.',
      features: ['Up to 10 pages, including treatment pages', 'Online booking on every page', 'Call and form tracking', 'Launch-ready in 30 days'],
      popular: false,
    },
  ] satisfies PricingPackage[],
  strategy: {
    text: 'Not sure which package fits? We will recommend one on a free call, even if the answer is "none yet".',
    button: { label: 'Schedule Strategy Call', cta: 'pricing-strategy-call' } satisfies Cta,
  },
  telehealth: {
    eyebrow: 'Telehealth Empire',
    // The telehealth page's own claim, word for word: a multi-state practice on a 30-day plan.
    title: `Launch a ${telehealthProgram.reach} telehealth practice on a ${telehealthProgram.planDays}-day plan`,
    description: `Licensed providers, compliant prescribing workflows and pharmacy fulfillment, set up for you on a ${telehealthProgram.planDays}-day plan. Most practices are seeing patients within ${telehealthProgram.launchWindowInWords}.`,
    stats: [
      { value: telehealthProgram.providerPackage.perApproval, label: 'per approval' },
      { value: telehealthProgram.providerPackage.price, label: telehealthProgram.providerPackage.name },
      { value: medicationSavings.range, label: 'pharmacy savings' },
    ] satisfies Stat[],
    button: { label: 'DOMINATE THE MARKET', cta: 'pricing-dominate-market' } satisfies Cta,
    /** The telehealth calendar lives on /telehealth-empire; the home page has none of its own. */
    fallbackTo: '/telehealth-empire#telehealth-booking-calendar',
  },
}
