const savingsMinPercent = 40
const savingsMaxPercent = 60

/** What practices save on medication through the pharmacy network. */
export const medicationSavings = {
  minPercent: savingsMinPercent,
  maxPercent: savingsMaxPercent,
  averagePercent: 50,
  /** "40-60%" */
  range: `${savingsMinPercent}-${savingsMaxPercent}%`,
  /** Average savings on the first invoice we compare, before volume pricing ("28% to 45%"). */
  firstInvoicePercent: { min: 28, max: 45 },
  /** Typical annual savings of one clinic. */
  annualPerPractice: '$50K+',
} as const
