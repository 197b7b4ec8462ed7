/** The blog's routes as the e2e specs expect them (docs/product.md §12 and issue 8). */
export const blogArticles = [
  { slug: 'glp1-weight-loss-revenue-stream', heading: /GLP-1 Weight Loss Program/ },
  { slug: 'compounding-pharmacy-partnerships', heading: /Compounding Pharmacy Partnerships/ },
  { slug: 'digital-marketing-aesthetic-practices', heading: /Digital Marketing for Aesthetic Practices/ },
  { slug: 'telehealth-compliance-regulations', heading: /Telehealth Compliance/ },
  { slug: 'building-patient-trust-telehealth', heading: /Patient Trust/ },
  { slug: 'how-to-launch-a-telehealth-practice', heading: /Launch a Telehealth Practice/ },
] as const

export const blogAliases: [alias: string, target: string][] = [
  ['/blog/telehealth-guide', '/blog/how-to-launch-a-telehealth-practice'],
  ['/blog/telehealth-compliance', '/blog/telehealth-compliance-regulations'],
  ['/blog/pharmacy-partnerships', '/blog/compounding-pharmacy-partnerships'],
  ['/blog/glp1-revenue', '/blog/glp1-weight-loss-revenue-stream'],
  ['/blog/patient-trust', '/blog/building-patient-trust-telehealth'],
  ['/blog/digital-marketing', '/blog/digital-marketing-aesthetic-practices'],
]

export const closingCtaTargets = ['/telehealth-empire', '/pharmacy-partners', '/marketing-audit']
