import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadFieldNames, leadFields, type LeadFieldName, type LeadFieldRules } from 'shared/helpers/lead-contract'
import { EMAIL_PATTERN, hasPhoneDigits, isAllowedWebsite } from 'shared/helpers/lead-rules'
import { openDatabase, type OpenDatabase } from '../src/db/open.ts'

/**
 * The lead contract (shared/src/helpers/lead-contract.ts) and the migrated database describe the
 * same lead: these fail when one changes without the other. The database is read back (columns,
 * CHECK constraints, the RPC's arguments) and asked (submit_marketing_audit's messages, the
 * stored row, the webhook payload), never restated here.
 */
type Db = OpenDatabase['db']
type Args = Record<string, unknown>

/** A value of exactly `length` characters that passes the field's own rule. */
const valueOf: Record<NonNullable<LeadFieldRules['rule']> | 'text', (length: number) => string> = {
  email: (length) => `${'a'.repeat(length - 6)}@x.com`,
  phone: (length) => '5125550199'.padEnd(length, '-'),
  website: (length) => `https://${'x'.repeat(length - 12)}.com`,
  text: (length) => 'x'.repeat(length),
}
/** A value the field's own rule refuses. */
const breaking: Record<NonNullable<LeadFieldRules['rule']>, string> = {
  email: 'jane@localhost',
  phone: 'call me maybe',
  website: 'javascript:alert(1)',
}

const rulesOf = (name: LeadFieldName): LeadFieldRules => leadFields[name]
const sample = (name: LeadFieldName, length: number) => valueOf[rulesOf(name).rule ?? 'text'](length)
const [tableOf, columnOf] = [(name: LeadFieldName) => rulesOf(name).column.split('.')[0]!, (name: LeadFieldName) => rulesOf(name).column.split('.')[1]!]

const validLead: Args = {
  ...Object.fromEntries(
    leadFieldNames.map((name) => {
      const { arg, choices, min } = rulesOf(name)
      return [arg, choices ? choices[0]!.value : sample(name, Math.max(min ?? 0, 14))]
    }),
  ),
  questionnaire_score: '67',
  answers: { roi: 2 },
}

describe('the lead contract and the database', () => {
  let database: OpenDatabase
  let db: Db
  let ip = 0

  /** submit_marketing_audit as a visitor from an address of its own (5 stored requests each before the rate limit answers). */
  async function submit(args: Args): Promise<{ auditId?: string; errors?: { field: string; message: string }[] }> {
    ip += 1
    return db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'cf-connecting-ip': `198.51.100.${ip % 250}` })])
      const names = Object.keys(args)
      const call = names.map((arg, i) => `${arg} => $${i + 1}${arg === 'answers' ? '::jsonb' : ''}`).join(', ')
      const values = names.map((arg) => (arg === 'answers' ? JSON.stringify(args[arg]) : args[arg]))
      try {
        const { rows } = await tx.query<{ r: { audit_id: string } }>(`select public.submit_marketing_audit(${call}) as r`, values)
        return { auditId: rows[0]!.r.audit_id }
      } catch (error) {
        const { code, detail } = error as { code?: string; detail?: string }
        if (code !== '22023') throw error
        return { errors: JSON.parse(detail ?? '[]') as { field: string; message: string }[] }
      }
    })
  }

  const messagesFor = async (name: LeadFieldName, value: unknown) =>
    ((await submit({ ...validLead, [rulesOf(name).arg]: value })).errors ?? []).filter((error) => error.field === rulesOf(name).arg).map((error) => error.message)

  beforeAll(async () => {
    database = await openDatabase('memory://')
    db = database.db
  })
  afterAll(async () => {
    await database?.close()
  })

  it('takes every field as an argument of submit_marketing_audit, and nothing else unknown', async () => {
    const { rows } = await db.query<{ names: string[] }>(
      `select proargnames as names from pg_proc where oid = 'public.submit_marketing_audit'::regproc`,
    )
    const args = rows[0]!.names
    const others = ['questionnaire_score', 'answers', 'request_id', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'page_url', 'referrer']
    expect(args.filter((arg) => !others.includes(arg))).toEqual(leadFieldNames.map((name) => rulesOf(name).arg))
  })

  it('stores every field in the column the contract names, as text', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`,
    )
    for (const name of leadFieldNames) {
      expect(rows.find((row) => row.table_name === tableOf(name) && row.column_name === columnOf(name))?.data_type, name).toBe('text')
    }
  })

  it("holds each field's limits in a CHECK constraint on its column", async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; def: string }>(
      `select c.conrelid::regclass::text as table_name, a.attname as column_name, pg_get_constraintdef(c.oid) as def
         from pg_constraint as c
         join pg_attribute as a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'c' and c.connamespace = 'public'::regnamespace`,
    )
    for (const name of leadFieldNames) {
      const { max, min, choices } = rulesOf(name)
      const defs = rows.filter((row) => row.table_name === tableOf(name) && row.column_name === columnOf(name)).map((row) => row.def).join('\n')
      if (max) expect(defs, name).toMatch(new RegExp(`char_length\\(.*\\) <= ${max}\\)`))
      if (min) expect(defs, name).toMatch(new RegExp(`char_length\\(.*\\) >= ${min}\\)`))
      if (choices) expect([...defs.matchAll(/'([^']*)'::text/g)].map((match) => match[1])).toEqual(choices.map((choice) => choice.value))
    }
  })

  it('checks email addresses with the same pattern', async () => {
    const { rows } = await db.query<{ def: string }>(`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'contacts_email_format'`)
    expect(rows[0]!.def).toContain(`'${EMAIL_PATTERN.source.replaceAll('\\s', '[:space:]')}'`)
  })

  it('takes the same websites and phone numbers', async () => {
    const websites = ['example.com', 'www.yourpractice.com', 'glow.example:8080/book?x=1', 'https://glow.example/path', 'HTTP://Glow.Example', 'https://\u4f8b\u3048.jp/',
      'javascript:alert(1)', 'intent://scan/#Intent;end', 'ms-msdt:/id x', 'search-ms:query=x', '//evil.example/x', 'mailto:ann@glow.example', 'https://', 'glow', 'https://.x', 'a.b:123456']
    for (const website of websites) {
      const { rows } = await db.query<{ ok: boolean }>(`select private.is_allowed_website($1) as ok`, [website])
      expect(rows[0]!.ok, website).toBe(isAllowedWebsite(website))
    }
    // The separators rule is the form's alone (see isValidPhone); lengths and digits are both's.
    const { min = 0, max = 0 } = leadFields.phone
    for (const phone of ['(512) 555-0199', '+1 512 555 0199', '512.555.0199', '5125550', '5125550---', '1234567890123456', '+44 20 7946 0958 12', '(512) 555-0142 x 123']) {
      const length = Array.from(phone).length
      expect((await messagesFor('phone', phone)).length === 0, phone).toBe(length >= min && length <= max && hasPhoneDigits(phone))
    }
  })

  describe.each(leadFieldNames)('%s', (name) => {
    const { max, min, required, rule, choices, messages } = rulesOf(name)

    if (max) {
      it(`takes ${max} characters and refuses ${max + 1} with "${messages.tooLong}"`, async () => {
        expect(await messagesFor(name, sample(name, max))).toEqual([])
        expect(await messagesFor(name, sample(name, max + 1))).toEqual([messages.tooLong])
      })
    }
    if (min) {
      it(`refuses ${min - 1} visible characters with "${messages.tooShort ?? messages.required}"`, async () => {
        expect(await messagesFor(name, sample(name, min).slice(0, min - 1))).toEqual([messages.tooShort ?? messages.required])
      })
    }
    it(required ? `is required: "${messages.required ?? messages.tooShort}"` : 'is optional: empty is stored as NULL', async () => {
      expect(await messagesFor(name, '')).toEqual(required ? [messages.required ?? messages.tooShort] : [])
      expect(await messagesFor(name, null)).toEqual(required ? [messages.required ?? messages.tooShort] : [])
    })
    if (rule) {
      it(`refuses what its rule refuses with "${messages.invalid}"`, async () => {
        expect(await messagesFor(name, breaking[rule])).toEqual([messages.invalid])
      })
    }
    if (choices) {
      it(`takes its choices only, else "${messages.invalid}"`, async () => {
        for (const choice of choices) expect(await messagesFor(name, choice.value)).toEqual([])
        expect(await messagesFor(name, 'a-lot')).toEqual([messages.invalid])
      })
    }
  })

  it('stores each field, and the webhook payload and the leads list carry it under its names', async () => {
    const lead: Args = { ...validLead, website: 'glow.example', current_marketing: 'Referrals\nand Instagram', goals: 'A second location' }
    const { auditId } = await submit(lead)
    expect(auditId).toBeTruthy()
    const { rows: stored } = await db.query<Record<string, unknown>>(
      `select to_jsonb(c) || to_jsonb(a) as row from public.marketing_audits as a join public.contacts as c on c.id = a.contact_id where a.id = $1`,
      [auditId],
    )
    const { rows: payload } = await db.query<{ payload: Record<string, unknown> }>(`select payload from private.lead_deliveries where audit_id = $1`, [auditId])
    const { rows: listed } = await db.query<Record<string, unknown>>(`select * from public.list_recent_leads(1)`)
    for (const name of leadFieldNames) {
      const sent = lead[rulesOf(name).arg]
      expect((stored[0]!.row as Record<string, unknown>)[columnOf(name)], name).toBe(sent)
      expect(payload[0]!.payload[name], name).toBe(sent)
      expect(listed[0]![columnOf(name)], name).toBe(sent)
    }
  })
})
