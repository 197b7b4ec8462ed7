import { businessCounts, medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { Breadcrumb, RouteData, RouteMeta } from 'shared/helpers/routes'

const network: Breadcrumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Pharmacy Partners', path: '/pharmacy-partners' },
]

/** A category page's metadata, with its breadcrumb trail Home › Pharmacy Partners › name and a social card of its own. */
function categoryPage(slug: string, name: string, meta: Pick<RouteMeta, 'title' | 'description' | 'keywords'>): RouteMeta {
  const path = `/pharmacy-partners/${slug}`
  return { path, type: 'website', breadcrumbs: [...network, { name, path }], card: { section: 'Pharmacy Partners' }, ...meta }
}

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: '/pharmacy-partners',
      title: 'Pharmacy Partner Network | Elevate Practice Partners',
      description:
        `Save ${medicationSavings.range} on compounded medications through ${businessCounts.partnerPharmacies}+ vetted 503A and 503B pharmacies. Browse 28 products with starting prices and book a free savings call.`,
      keywords: [
        'compounding pharmacy network',
        '503A pharmacy',
        '503B outsourcing facility',
        'medical spa pharmacy savings',
        'compounded semaglutide pricing',
        'wellness clinic medications',
      ],
      type: 'website',
      breadcrumbs: network,
    },
    categoryPage('compounding', 'Compounding', {
      title: 'Compounding Pharmacies | Elevate Practice Partners',
      description:
        `Source 503A patient-specific prescriptions and 503B office stock through one account, with quality records and network prices averaging ${medicationSavings.averagePercent}% savings.`,
      keywords: ['compounding pharmacy partners', '503A compounding', '503B office stock', 'custom formulations'],
    }),
    categoryPage('wellness-doctors', 'Wellness Doctors', {
      title: 'For Wellness Doctors | Elevate Practice Partners',
      description:
        'Hormone therapy, peptides, NAD+, glutathione and IV kits for functional and longevity medicine, at network prices that keep wellness memberships profitable.',
      keywords: ['wellness doctor pharmacy', 'bioidentical hormones compounding', 'NAD+ office stock', 'IV therapy supplies'],
    }),
    categoryPage('aesthetic-practitioners', 'Aesthetic Practitioners', {
      title: 'For Aesthetic Practices | Elevate Practice Partners',
      description:
        'Numbing creams, skin-brightening formulas, hair-restoration products and weight-loss add-ons for medical spas, from vetted pharmacies at network prices.',
      keywords: ['medical spa pharmacy', 'BLT numbing cream', 'compounded skin care', 'aesthetic practice suppliers'],
    }),
    categoryPage('telemedicine', 'Telemedicine', {
      title: 'Telemedicine Pharmacies | Elevate Practice Partners',
      description:
        `Multi-state partner pharmacies that ship GLP-1, hormone and wellness prescriptions direct to patients, so your telehealth program can launch in ${telehealthProgram.launchWindow}.`,
      keywords: ['telehealth pharmacy partner', 'direct-to-patient pharmacy', 'GLP-1 telehealth', 'multi-state compounding'],
    }),
    categoryPage('specialty-clinics', 'Specialty Clinics', {
      title: 'For Specialty Clinics | Elevate Practice Partners',
      description:
        'Compounding for men\u2019s health, women\u2019s health, weight-loss and dermatology clinics: protocol-ready formularies, volume pricing and backup supply.',
      keywords: ['specialty clinic pharmacy', 'TRT compounding', 'menopause hormone therapy', 'hair loss compounding'],
    }),
    categoryPage('certified', 'Certified Pharmacies', {
      title: 'Certified Pharmacies | Elevate Practice Partners',
      description:
        'How we vet every partner pharmacy: state licenses, 503B FDA registration, inspection history, PCAB or ACHC accreditation and third-party testing.',
      keywords: ['certified compounding pharmacy', 'PCAB accredited pharmacy', '503B FDA registered', 'pharmacy vetting'],
    }),
  ],
  redirects: [],
} satisfies RouteData
