import type { SupabaseClient } from '@supabase/supabase-js'
import type { StoredEvent, StoredLead } from './hostile-corpus.ts'

/**
 * What the validation allows to be stored, checked on rows read back with the service role.
 * Independent of the SQL: these are the rules (docs/product.md §6, migration 20261121100000) written
 * again in JavaScript, so a cleaning bug in either place shows up.
 */

/** Never stored in a single-line field: C0/C1 controls, line/paragraph separators, bidi and invisible controls. */
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u180e]/u
/** Multi-line fields may keep \t and \n (never \r: line breaks are normalised). */
const multiLineForbidden = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u180e]/u
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** JavaScript's \s covers the Unicode spaces the SQL trims (NBSP, U+2000-U+200A, U+3000, ...). */
const edgeSpace = /^[\s\u180e]|[\s\u180e]$/
const scriptScheme = /^(javascript|vbscript|data|file|blob|filesystem|about)\s*:/i
const budgets = ['under-2k', '2k-5k', '5k-10k', '10k-plus']

const codePoints = (text: string) => Array.from(text).length

function textProblems(label: string, value: unknown, options: { min?: number; max: number; multiline?: boolean }): string[] {
  if (typeof value !== 'string') return [`${label}: not text (${JSON.stringify(value)})`]
  const problems: string[] = []
  const length = codePoints(value)
  if (length < (options.min ?? 0) || length > options.max) problems.push(`${label}: ${length} characters, allowed ${options.min ?? 0}-${options.max}`)
  if ((options.multiline ? multiLineForbidden : singleLineForbidden).test(value)) problems.push(`${label}: control, bidi or invisible character ${JSON.stringify(value.slice(0, 80))}`)
  if (loneSurrogate.test(value)) problems.push(`${label}: lone surrogate`)
  if (edgeSpace.test(value)) problems.push(`${label}: not trimmed ${JSON.stringify(value.slice(0, 80))}`)
  if (value.normalize('NFC') !== value) problems.push(`${label}: not NFC`)
  return problems
}

export interface ContactRow {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string | null
  message: string | null
  source: string
}

export interface AuditRow {
  id: string
  contact_id: string
  business_name: string
  website_url: string | null
  current_marketing: string | null
  goals: string | null
  current_marketing_spend: string | null
  monthly_budget: string
  questionnaire_score: number
  answers: unknown
  status: string
}

export const contactColumns = 'id,first_name,last_name,email,phone,company,message,source'
export const auditColumns =
  'id,contact_id,business_name,website_url,current_marketing,goals,current_marketing_spend,monthly_budget,questionnaire_score,answers,status'
export const eventColumns = 'id,event_name,page_url,referrer,user_agent,properties'

/** Problems with one lead written by submit_marketing_audit (empty list = allowed). */
export function leadProblems(contact: ContactRow, audit: AuditRow): string[] {
  const problems = [
    ...textProblems('first_name', contact.first_name, { min: 2, max: 50 }),
    ...textProblems('last_name', contact.last_name, { min: 2, max: 50 }),
    ...textProblems('email', contact.email, { min: 3, max: 254 }),
    ...textProblems('phone', contact.phone, { min: 10, max: 20 }),
    ...textProblems('business_name', audit.business_name, { min: 2, max: 100 }),
  ]
  if (!/^[^ \t\n\v\f\r@]+@[^ \t\n\v\f\r@.]+(\.[^ \t\n\v\f\r@.]+)+$/.test(contact.email)) problems.push(`email: not an address ${JSON.stringify(contact.email)}`)
  const digits = contact.phone.replace(/[^0-9]/g, '').length
  if (digits < 7 || digits > 15) problems.push(`phone: ${digits} digits`)
  if (contact.company !== audit.business_name) problems.push('contact.company differs from audit.business_name')
  if (contact.source !== 'marketing_audit') problems.push(`source ${contact.source}`)
  if (contact.message !== null && codePoints(contact.message) > 1000) problems.push('message over 1000')
  if (audit.contact_id !== contact.id) problems.push('audit.contact_id does not point at the contact')
  if (audit.website_url !== null) {
    problems.push(...textProblems('website_url', audit.website_url, { min: 1, max: 1000 }))
    if (scriptScheme.test(audit.website_url)) problems.push(`website_url: script URL ${audit.website_url}`)
  }
  for (const [label, value] of [['current_marketing', audit.current_marketing], ['goals', audit.goals]] as const) {
    if (value !== null) problems.push(...textProblems(label, value, { min: 1, max: 1000, multiline: true }))
  }
  if (audit.current_marketing_spend !== null) problems.push('current_marketing_spend is set')
  if (!budgets.includes(audit.monthly_budget)) problems.push(`monthly_budget ${audit.monthly_budget}`)
  if (!Number.isInteger(audit.questionnaire_score) || audit.questionnaire_score < 0 || audit.questionnaire_score > 100) {
    problems.push(`questionnaire_score ${audit.questionnaire_score}`)
  }
  const answers = audit.answers
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) problems.push('answers: not an object')
  else {
    const entries = Object.entries(answers)
    if (entries.length > 20) problems.push('answers: over 20 keys')
    for (const [key, value] of entries) {
      if (codePoints(key) > 64) problems.push('answers: key over 64')
      if (![0, 1, 2, 3].includes(value as number)) problems.push(`answers: value ${JSON.stringify(value)}`)
    }
  }
  if (audit.status !== 'pending') problems.push(`status ${audit.status}`)
  return problems
}

export function eventProblems(row: StoredEvent & { id?: string }): string[] {
  const problems: string[] = []
  if (typeof row.event_name !== 'string' || !/^[a-z][a-z0-9_]{0,63}$/.test(row.event_name)) problems.push(`event_name ${JSON.stringify(row.event_name)}`)
  // URLs and user agents are not trimmed of inner spaces and may be any length from 1 (page_url).
  for (const [label, value, min, max] of [
    ['page_url', row.page_url, 1, 2048],
    ['referrer', row.referrer, 1, 2048],
    ['user_agent', row.user_agent, 0, 512],
  ] as const) {
    if (value === null && label === 'referrer') continue
    if (typeof value !== 'string') {
      problems.push(`${label}: not text`)
      continue
    }
    const length = codePoints(value)
    if (length < min || length > max) problems.push(`${label}: ${length} characters`)
    if (singleLineForbidden.test(value)) problems.push(`${label}: control, bidi or invisible character`)
    if (loneSurrogate.test(value)) problems.push(`${label}: lone surrogate`)
  }
  const properties = row.properties
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) problems.push('properties: not an object')
  else if (Buffer.byteLength(JSON.stringify(properties)) > 8192) problems.push('properties: over 8 KiB')
  return problems
}

/** The flattened view the corpus states expectations in. */
export function storedLead(contact: ContactRow, audit: AuditRow): StoredLead {
  return {
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    business_name: audit.business_name,
    website_url: audit.website_url,
    current_marketing: audit.current_marketing,
    goals: audit.goals,
    monthly_budget: audit.monthly_budget,
    questionnaire_score: audit.questionnaire_score,
    answers: audit.answers as Record<string, unknown>,
  }
}

async function all<T>(query: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T[]> {
  const { data, error } = await query
  if (error) throw new Error(error.message)
  return data as T[]
}

/**
 * Reads every lead (service role) and checks the one-to-one pairing: each marketing_audit
 * contact has exactly one audit and each audit's contact exists. Never half-stored.
 */
export async function readLeads(service: SupabaseClient): Promise<{ contacts: ContactRow[]; audits: AuditRow[]; pairing: string[] }> {
  const contacts = await all<ContactRow>(service.from('contacts').select(contactColumns))
  const audits = await all<AuditRow>(service.from('marketing_audits').select(auditColumns))
  const pairing: string[] = []
  const auditsByContact = new Map<string, number>()
  for (const audit of audits) auditsByContact.set(audit.contact_id, (auditsByContact.get(audit.contact_id) ?? 0) + 1)
  const contactIds = new Set(contacts.map((contact) => contact.id))
  for (const contact of contacts) {
    const n = auditsByContact.get(contact.id) ?? 0
    if (n !== 1) pairing.push(`contact ${contact.id} (${contact.email}) has ${n} audits`)
  }
  for (const audit of audits) if (!contactIds.has(audit.contact_id)) pairing.push(`audit ${audit.id} has no contact`)
  return { contacts, audits, pairing }
}
