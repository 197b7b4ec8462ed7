import type { Article } from '../article-types'
import { article as buildingPatientTrust } from './building-patient-trust-telehealth'
import { article as compoundingPharmacy } from './compounding-pharmacy-partnerships'
import { article as digitalMarketing } from './digital-marketing-aesthetic-practices'
import { article as glp1Revenue } from './glp1-weight-loss-revenue-stream'
import { article as launchGuide } from './how-to-launch-a-telehealth-practice'
import { article as telehealthCompliance } from './telehealth-compliance-regulations'

/**
 * The article registry: all six articles with their bodies. Used at build time (route data, RSS,
 * summaries) and by tests; pages load a single article file lazily instead (src/exposed/routes.tsx).
 */
export const articles: readonly Article[] = [
  launchGuide,
  telehealthCompliance,
  compoundingPharmacy,
  glp1Revenue,
  buildingPatientTrust,
  digitalMarketing,
]
