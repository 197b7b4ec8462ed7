/**
 * The six services' ids and names, in order: all that route data (head metadata, breadcrumbs) needs.
 * The services' copy (content/services.ts) builds on these, so route data, which every marketing
 * page loads, stays free of it.
 */
export const serviceNames = [
  { id: 'ad-creative', title: 'Ad Creative' },
  { id: 'targeted-audience', title: 'Targeted Audience' },
  { id: 'lead-system', title: 'Lead System' },
  { id: 'crm-automation', title: 'CRM Automation' },
  { id: 'local-seo', title: 'Local SEO' },
  { id: 'web-presence', title: 'Web Presence' },
] as const

export type ServiceId = (typeof serviceNames)[number]['id']

export function serviceName<Id extends ServiceId>(id: Id): Extract<(typeof serviceNames)[number], { id: Id }> {
  const name = serviceNames.find((s) => s.id === id)
  if (!name) throw new Error(`Unknown service ${id}`)
  return name as Extract<(typeof serviceNames)[number], { id: Id }>
}
