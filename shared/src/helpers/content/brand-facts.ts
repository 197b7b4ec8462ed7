/**
 * The facts the site states about the business, in one place: counts, savings, the telehealth
 * program's timelines, the team and the clients we quote. Every app that states one of these reads
 * it from here (`shared/helpers/content/brand-facts`) and templates its copy around it, so a fact changes
 * in one place and never reads differently on two pages.
 *
 * Plain data: each app bundles its own copy of what it imports (not a federation share). Each group
 * is a module of its own (`./facts/`), so a chunk carries only the groups its code uses: the route
 * table of a section needs one figure for its metadata, not the team and the quoted clients.
 */

export { businessCounts } from './facts/business-counts'
export { medicationSavings } from './facts/medication-savings'
export { quotedClients, type QuotedClient } from './facts/quoted-clients'
export { team, type Person } from './facts/team'
export { telehealthProgram } from './facts/telehealth-program'
