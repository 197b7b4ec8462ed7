import { medicationSavings } from 'shared/helpers/content/brand-facts'
import type { Breadcrumb, RouteData, RouteMeta } from 'shared/helpers/routes'
import { faqItems } from '../content/faq'
import { serviceNames, type ServiceId } from '../content/service-names'

const home: Breadcrumb = { name: 'Home', path: '/' }
const servicesCrumb: Breadcrumb = { name: 'Services', path: '/services' }

/** Per-service head metadata; the page body comes from content/services.ts. */
const serviceMeta: Record<ServiceId, Pick<RouteMeta, 'title' | 'description' | 'keywords'>> = {
  'ad-creative': {
    title: 'Ad Creative for Med Spas | Elevate Practice Partners',
    description:
      'Compliance-checked video and carousel ads for med spas, wellness and GLP-1 clinics, refreshed weekly to lower your cost per booked consultation.',
    keywords: ['med spa ad creative', 'aesthetic practice Facebook ads', 'GLP-1 clinic advertising', 'medical spa video ads'],
  },
  'targeted-audience': {
    title: 'Targeted Audience Ads | Elevate Practice Partners',
    description:
      'Reach nearby patients who can afford elective care: lookalikes from real bookings, radius targeting and privacy-safe retargeting for practices.',
    keywords: ['med spa audience targeting', 'lookalike audiences for clinics', 'local patient targeting', 'wellness practice ads'],
  },
  'lead-system': {
    title: 'Pre-Qualified Lead System | Elevate Practice Partners',
    description:
      'A 5-step qualifying questionnaire, phone-consult and direct-purchase paths and instant alerts that bring practices 50+ new patients a month.',
    keywords: ['pre-qualified patient leads', 'med spa lead generation', 'patient qualification funnel', 'GLP-1 lead generation'],
  },
  'crm-automation': {
    title: 'CRM Automation for Clinics | Elevate Practice Partners',
    description:
      'Custom CRM for med spas and wellness clinics: time-of-day follow-up, two-way texting, no-show recovery and reactivation that cut admin cost 70%.',
    keywords: ['med spa CRM', 'clinic follow-up automation', 'patient reactivation', 'two-way texting for practices'],
  },
  'local-seo': {
    title: 'Local SEO for Med Spas | Elevate Practice Partners',
    description:
      'Google Business Profile management, treatment and city pages and review generation that put aesthetic and wellness practices on page 1 in 90 days.',
    keywords: ['med spa local SEO', 'Google Business Profile for clinics', 'aesthetic practice SEO', 'wellness clinic reviews'],
  },
  'web-presence': {
    title: 'Websites for Med Spas & Clinics | Elevate Practice Partners',
    description:
      'Fast, mobile-first websites and landing pages for med spas, wellness and telehealth practices, with booking and call tracking built in, live in 30 days.',
    keywords: ['med spa website design', 'wellness clinic website', 'telehealth website', 'practice landing pages'],
  },
}

const servicePages: RouteMeta[] = serviceNames.map((s) => ({
  path: `/services/${s.id}`,
  ...serviceMeta[s.id],
  type: 'website',
  breadcrumbs: [home, servicesCrumb, { name: s.title, path: `/services/${s.id}` }],
  card: { section: servicesCrumb.name },
}))

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/',
      title: 'Patient Growth for Med Spas | Elevate Practice Partners',
      description:
        `Pre-qualified patient leads, CRM automation, local SEO and ${medicationSavings.range} pharmacy savings for med spas, wellness practices, GLP-1 clinics and telehealth start-ups.`,
      keywords: ['med spa marketing', 'wellness practice lead generation', 'GLP-1 clinic marketing', 'telehealth marketing agency', 'compounding pharmacy savings'],
      type: 'website',
      faq: faqItems.map(({ question, answer }) => ({ question, answer })),
    },
    {
      path: '/services',
      title: 'Marketing Services for Practices | Elevate Practice Partners',
      description:
        'Ad creative, targeted audiences, pre-qualified lead systems, CRM automation, local SEO and websites for med spas, wellness and telehealth practices.',
      keywords: ['med spa marketing services', 'practice CRM automation', 'local SEO for clinics', 'aesthetic practice advertising'],
      type: 'website',
      breadcrumbs: [home, servicesCrumb],
    },
    ...servicePages,
    {
      path: '/onboarding',
      title: 'Client Onboarding | Elevate Practice Partners',
      description:
        'New client? Welcome aboard. Complete the practice onboarding form so your growth strategist can build your campaigns, CRM and follow-up within 30 days.',
      keywords: ['client onboarding', 'practice onboarding form'],
      type: 'website',
      breadcrumbs: [home, { name: 'Onboarding', path: '/onboarding' }],
      // For signed clients, reached from their welcome email, not from search.
      sitemap: false,
      thinContentReason: 'The page is mainly an embedded onboarding form.',
    },
    {
      path: '/privacy-policy',
      title: 'Privacy Policy | Elevate Practice Partners',
      description:
        'How Elevate Practice Partners collects, uses and keeps audit-form and analytics data, which processors help us, and how to make privacy or CCPA requests.',
      keywords: ['privacy policy', 'CCPA request', 'Global Privacy Control'],
      type: 'website',
      breadcrumbs: [home, { name: 'Privacy Policy', path: '/privacy-policy' }],
    },
    {
      path: '/terms-and-conditions',
      title: 'Terms and Conditions | Elevate Practice Partners',
      description:
        'Terms for using the Elevate Practice Partners website: no medical advice, results are typical not guaranteed, and partner pharmacies are independent.',
      keywords: ['terms and conditions', 'website terms of use'],
      type: 'website',
      breadcrumbs: [home, { name: 'Terms and Conditions', path: '/terms-and-conditions' }],
    },
  ],
  redirects: [{ path: '/services/LocalSEOPage', to: '/services/local-seo' }],
} satisfies RouteData
