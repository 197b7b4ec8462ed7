/** Counts about the business as a whole. */
export const businessCounts = {
  /** Client practices whose growth we ran: the one client count the site states ("150+ practices grown"). */
  practicesGrown: 150,
  /** Average client rating, out of 5 ("4.9/5 client satisfaction"). */
  clientSatisfaction: '4.9/5',
  /** Clients who renew each year, percent ("95% client retention"). */
  clientRetentionPercent: 95,
  /** Years the founders have been growing aesthetic and wellness practices ("10+ years"). */
  yearsInBusiness: 10,
  /** Clinics the founders own and run. */
  clinicsOwned: 8,
  /** Licensed compounding pharmacies in the partner network ("200+"). */
  partnerPharmacies: 200,
} as const
