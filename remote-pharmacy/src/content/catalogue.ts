/**
 * The product catalogue (docs/product.md §10): 28 compounded products with starting prices from $45
 * (Testosterone) to $120 (NAD+). Prices are numbers so the filter, tests and formatting never parse
 * text; the page shows them as 'Starting at $N'.
 */
export const catalogueCategories = [
  { id: 'weight-loss', label: 'GLP-1 & Weight Loss' },
  { id: 'hormones', label: 'Hormones' },
  { id: 'peptides', label: 'Peptides' },
  { id: 'wellness', label: 'Vitamins & Injectables' },
  { id: 'aesthetics', label: 'Aesthetics & Skin' },
] as const

export type CatalogueCategoryId = (typeof catalogueCategories)[number]['id']

export interface CatalogueItem {
  id: string
  name: string
  description: string
  category: CatalogueCategoryId
  /** Starting price in whole US dollars, per fill at the lowest strength. */
  price: number
}

export const catalogueItems = [
  // GLP-1 & weight loss
  {
    id: 'semaglutide',
    name: 'Compounded Semaglutide',
    description: 'Weekly GLP-1 injection in multi-dose vials for titrated weight-loss programs, prepared only where compounding is legally permitted.',
    category: 'weight-loss',
    price: 99,
  },
  {
    id: 'tirzepatide',
    name: 'Compounded Tirzepatide',
    description: 'Dual GIP/GLP-1 weekly injection for patients who plateau on semaglutide, dispensed patient-specific from 503A partners where permitted.',
    category: 'weight-loss',
    price: 115,
  },
  {
    id: 'lipo-c',
    name: 'Lipo-C (MIC + B12)',
    description: 'Methionine, inositol, choline and cyanocobalamin injection, a popular add-on to weekly weight-loss visits.',
    category: 'weight-loss',
    price: 58,
  },
  {
    id: 'l-carnitine',
    name: 'L-Carnitine Injection',
    description: 'Amino-acid injection offered alongside nutrition and training plans in medical weight-loss clinics.',
    category: 'weight-loss',
    price: 52,
  },
  {
    id: 'ondansetron-odt',
    name: 'Ondansetron ODT',
    description: 'Orally dissolving tablets your providers can prescribe for nausea during GLP-1 dose escalation.',
    category: 'weight-loss',
    price: 47,
  },
  // Hormones
  {
    id: 'testosterone-cypionate',
    name: 'Testosterone Cypionate',
    description: 'Injectable testosterone in grapeseed or cottonseed oil for men\u2019s health and TRT programs.',
    category: 'hormones',
    price: 45,
  },
  {
    id: 'testosterone-cream-women',
    name: 'Low-Dose Testosterone Cream',
    description: 'Topical testosterone in a metered pump, compounded at low strengths for women\u2019s hormone protocols.',
    category: 'hormones',
    price: 59,
  },
  {
    id: 'bi-est-cream',
    name: 'Bi-Est Cream',
    description: 'Estriol and estradiol blended to the ratio your provider writes, for bioidentical menopause care.',
    category: 'hormones',
    price: 62,
  },
  {
    id: 'progesterone-capsules',
    name: 'Micronized Progesterone',
    description: 'Oral capsules in custom strengths, often paired with estrogen therapy and prescribed for sleep support.',
    category: 'hormones',
    price: 48,
  },
  {
    id: 'dhea-capsules',
    name: 'DHEA Capsules',
    description: 'Custom-strength DHEA for adrenal and hormone-balancing protocols guided by lab work.',
    category: 'hormones',
    price: 50,
  },
  // Peptides
  {
    id: 'sermorelin',
    name: 'Sermorelin',
    description: 'Growth-hormone-releasing peptide for evening subcutaneous injection in anti-aging and recovery programs.',
    category: 'peptides',
    price: 89,
  },
  {
    id: 'gonadorelin',
    name: 'Gonadorelin',
    description: 'GnRH peptide prescribed with testosterone therapy to help maintain natural hormone signaling.',
    category: 'peptides',
    price: 85,
  },
  {
    id: 'bremelanotide',
    name: 'Bremelanotide (PT-141)',
    description: 'Melanocortin peptide for low libido, available as an injection or nasal spray for sexual wellness clinics.',
    category: 'peptides',
    price: 79,
  },
  {
    id: 'oxytocin-troches',
    name: 'Oxytocin Troches',
    description: 'Dissolvable troches in custom strengths for intimacy and mood protocols in women\u2019s and men\u2019s health.',
    category: 'peptides',
    price: 68,
  },
  {
    id: 'ghk-cu-cream',
    name: 'GHK-Cu Copper Peptide Cream',
    description: 'Topical copper peptide for skin firmness and post-procedure recovery after microneedling and lasers.',
    category: 'peptides',
    price: 72,
  },
  // Vitamins & injectables
  {
    id: 'nad-plus',
    name: 'NAD+',
    description: 'Injectable NAD+ in multi-dose vials for energy, longevity and IV lounge programs.',
    category: 'wellness',
    price: 120,
  },
  {
    id: 'glutathione',
    name: 'Glutathione',
    description: 'Antioxidant injection or IV push, a staple of skin-brightening and wellness memberships.',
    category: 'wellness',
    price: 65,
  },
  {
    id: 'methylcobalamin',
    name: 'Methylcobalamin (B12)',
    description: 'The active form of vitamin B12 for weekly energy shots and weight-loss add-ons.',
    category: 'wellness',
    price: 49,
  },
  {
    id: 'vitamin-d3',
    name: 'Vitamin D3 Injection',
    description: 'Cholecalciferol in oil for patients whose labs show low vitamin D, dosed every few weeks in clinic.',
    category: 'wellness',
    price: 54,
  },
  {
    id: 'ascorbic-acid',
    name: 'High-Dose Vitamin C',
    description: 'Preservative-free ascorbic acid vials for IV therapy and immune-support drips.',
    category: 'wellness',
    price: 57,
  },
  {
    id: 'myers-cocktail',
    name: 'Myers\u2019 Cocktail Kit',
    description: 'Magnesium, calcium, B-complex, B12 and vitamin C prepared as an office-stock kit for IV lounges.',
    category: 'wellness',
    price: 95,
  },
  {
    id: 'low-dose-naltrexone',
    name: 'Low-Dose Naltrexone (LDN)',
    description: 'Capsules from 0.5 mg to 4.5 mg that functional-medicine providers prescribe off-label for inflammation.',
    category: 'wellness',
    price: 49,
  },
  // Aesthetics & skin
  {
    id: 'triple-cream',
    name: 'Triple Brightening Cream',
    description: 'Hydroquinone, tretinoin and a mild corticosteroid in one cream for melasma and hyperpigmentation.',
    category: 'aesthetics',
    price: 64,
  },
  {
    id: 'topical-finasteride-minoxidil',
    name: 'Topical Finasteride + Minoxidil',
    description: 'Hair-restoration solution that delivers both actives to the scalp with less systemic exposure.',
    category: 'aesthetics',
    price: 75,
  },
  {
    id: 'oral-minoxidil',
    name: 'Low-Dose Oral Minoxidil',
    description: 'Capsules at 1.25 mg to 5 mg strengths for hair-loss patients who prefer a daily tablet to foams.',
    category: 'aesthetics',
    price: 52,
  },
  {
    id: 'blt-numbing-cream',
    name: 'BLT Numbing Cream',
    description: 'Benzocaine, lidocaine and tetracaine in a fast-acting base for fillers, microneedling and laser work.',
    category: 'aesthetics',
    price: 56,
  },
  {
    id: 'tranexamic-acid-serum',
    name: 'Tranexamic Acid Serum',
    description: 'Topical tranexamic acid for stubborn melasma, used between peels and laser sessions.',
    category: 'aesthetics',
    price: 68,
  },
  {
    id: 'azelaic-niacinamide',
    name: 'Azelaic Acid + Niacinamide Gel',
    description: 'Calming gel for rosacea and acne-prone patients, a gentle home-care partner to in-clinic treatments.',
    category: 'aesthetics',
    price: 58,
  },
] satisfies CatalogueItem[]

/** Copy of the catalogue section. */
export const catalogueCopy = {
  eyebrow: 'Product catalog',
  title: '28 Compounded Products Your Practice Can Order',
  intro: 'Starting prices our partner pharmacies offer network members. Search by name or narrow by category to price out a protocol.',
  searchLabel: 'Search the catalog',
  searchPlaceholder: 'Try semaglutide, B12 or cream',
  categoryLegend: 'Category',
  allCategories: 'All',
  emptyTitle: 'No products match your search.',
  emptyHint: 'Check the spelling or try a broader word. Partner pharmacies can also compound to your provider\u2019s own formula.',
  reset: 'Reset search and filters',
  pricePrefix: 'Starting at',
  disclaimer:
    'Compounded medications are prescribed by licensed providers for individual patients and prepared by state-licensed 503A pharmacies or FDA-registered 503B outsourcing facilities. They are not FDA-approved. Availability of compounded GLP-1s depends on current FDA rules and state law. Prices vary by strength, quantity and state.',
} as const

/** A category's label, as the cards and the search read it. */
export function categoryLabel(id: CatalogueCategoryId): string {
  return catalogueCategories.find((c) => c.id === id)?.label ?? ''
}

/** 'Starting at $N', a product's price text (docs/product.md §10). */
export function priceText(price: number): string {
  return `${catalogueCopy.pricePrefix} $${price}`
}

/** The phone's "show the rest" button under the first few products. */
export function showAllText(count: number): string {
  return `Show all ${count} products`
}

/** "1 product" / "N products": the count under the search box. */
export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`
}

/** What a screen reader hears once the visitor stops typing or picks a category. */
export function productCountAnnouncement(count: number): string {
  return `${productCountText(count)} shown`
}
