import { telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { RouteData } from 'shared/helpers/routes'
import { faqContent } from '../content/faq'
import { introContent } from '../content/intro'
import { PROGRAMME_INVESTMENT_USD } from '../sections/roi-calculator/roi-math'

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/telehealth-empire',
      title: 'Launch a Telehealth Practice | Elevate Practice Partners',
      description:
        `Launch a ${telehealthProgram.reach} telehealth practice in ${telehealthProgram.launchWindow}: licensure plan, provider network, partner pharmacies, patient leads and an ROI calculator.`,
      keywords: [
        'launch a telehealth practice',
        'telehealth start-up',
        'telehealth business',
        'multi-state telehealth licensure',
        'telehealth ROI calculator',
        'GLP-1 telehealth clinic',
        'compounding pharmacy partners',
        'telehealth marketing',
      ],
      type: 'website',
      card: { section: `${telehealthProgram.name} Program` },
      // The same entries the page's FAQ section shows (FAQPage data must match visible content).
      faq: faqContent.entries,
      // The program (Course) from the page's own content: its price as the calculator states it,
      // run online with our build plan's length as its workload.
      course: {
        name: telehealthProgram.name,
        description: introContent.lead,
        offer: { price: PROGRAMME_INVESTMENT_USD, category: 'Paid' },
        instance: { mode: 'Online', workload: `P${telehealthProgram.planDays}D` },
      },
    },
  ],
  redirects: [],
} satisfies RouteData
