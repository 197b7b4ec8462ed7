/** The pages this area covers, with their h1 and whether docs/product.md §10 gives them a booking calendar. */
export const pharmacyPages = [
  { path: '/pharmacy-partners', heading: 'Cut Your Medication Costs 40-60% Without Changing How You Practice', calendar: true },
  { path: '/pharmacy-partners/compounding', heading: 'Compounding Pharmacy Partners for Growing Practices', calendar: true },
  { path: '/pharmacy-partners/wellness-doctors', heading: 'Pharmacy Partners for Wellness Doctors', calendar: true },
  { path: '/pharmacy-partners/aesthetic-practitioners', heading: 'Pharmacy Partners for Aesthetic Practitioners', calendar: false },
  { path: '/pharmacy-partners/telemedicine', heading: 'Pharmacy Partners for Telemedicine Programs', calendar: true },
  { path: '/pharmacy-partners/specialty-clinics', heading: 'Pharmacy Partners for Specialty Clinics', calendar: true },
  { path: '/pharmacy-partners/certified', heading: 'Certified, Licensed and Inspected Pharmacy Partners', calendar: false },
] as const

export const categoryPages = pharmacyPages.slice(1)
