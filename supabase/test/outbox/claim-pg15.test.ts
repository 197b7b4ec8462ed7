import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pg15SkipReason as skipReason, type Pg15Cluster } from '../helpers/pg15-cluster.ts'
import { startMigratedPg15Cluster } from '../helpers/pg15-migrated.ts'

/**
 * Several workers at once on a real PostgreSQL 15 server (PGlite has one connection, so only here
 * do two sessions really race): claims never hand one delivery to two workers, a claim skips rows
 * another open transaction holds instead of waiting for them, and a worker whose lease ran out and
 * whose row was taken over cannot record an outcome for it.
 */
describe.skipIf(skipReason !== null)(`lead delivery claims on PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: Pg15Cluster
  const total = 200

  beforeAll(() => {
    cluster = startMigratedPg15Cluster()
    cluster.psql(`
      with c as (
        insert into public.contacts (first_name, last_name, email, phone)
        select 'Ann', 'Lee', 'ann' || g || '@example.com', '5125550148' from generate_series(1, ${total}) as g
        returning id),
      a as (
        insert into public.marketing_audits (contact_id, business_name, monthly_budget, questionnaire_score)
        select id, 'Glow Spa', '2k-5k', 60 from c returning id)
      insert into private.lead_deliveries (audit_id, payload) select id, jsonb_build_object('audit_id', id) from a`)
  })

  afterAll(() => {
    cluster?.stop()
  })

  const ids = (output: string) => output.split('\n').map((line) => line.trim()).filter((line) => /^\d+$/.test(line))

  it('queues one delivery per stored lead in the submission transaction, none for a replay (anon, as the API calls it)', () => {
    const submit = `select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.44"}', true); set local role anon;
      select public.submit_marketing_audit(first_name => 'Ann', last_name => 'Lee', email => 'pg15.outbox@example.com',
        phone => '512-555-0101', business_name => 'Glow Spa', monthly_budget => '2k-5k', questionnaire_score => '67',
        answers => '{}', request_id => '5d0c6c3e-0000-4000-8000-000000000015', utm_source => 'meta',
        page_url => 'https://site.example/a?b', referrer => 'ftp://x')`
    cluster.psql(submit)
    cluster.psql(submit)
    const row = cluster.psql(`select d.state || '|' || (d.payload ->> 'utm_source') || '|' || (d.payload ->> 'path') || '|' || coalesce(d.payload ->> 'referrer', 'null')
        from private.lead_deliveries d join public.marketing_audits a on a.id = d.audit_id
        join public.contacts c on c.id = a.contact_id where c.email = 'pg15.outbox@example.com'`)
    expect(row.trim().split('\n')).toEqual(['pending|meta|/a|null'])
    expect(() => cluster.psql(`set local role anon; select * from public.claim_lead_deliveries('x', 1, 1000)`)).toThrow(/permission denied/)
    expect(() => cluster.psql(`set local role anon; select * from private.lead_deliveries`)).toThrow(/permission denied/)
    expect(() => cluster.psql(`set local role service_role; select * from private.lead_deliveries`)).toThrow(/permission denied/)
  })

  it('a claim skips the rows another open transaction has claimed, without waiting for it', async () => {
    const holder = cluster.psqlAsync(
      `set local role service_role; select id from public.claim_lead_deliveries('holder', 5, 60000); select pg_sleep(4);`,
    )
    await new Promise((resolve) => setTimeout(resolve, 800))
    const started = Date.now()
    const other = ids(cluster.psql(`set local role service_role; select id from public.claim_lead_deliveries('other', 5, 60000)`))
    expect(Date.now() - started).toBeLessThan(3000)
    const held = ids(await holder)
    expect(held).toHaveLength(5)
    expect(other).toHaveLength(5)
    expect(other.filter((id) => held.includes(id))).toEqual([])
  })

  it('two claimers racing in separate sessions never get the same delivery', async () => {
    const claimer = (worker: string) =>
      cluster.psqlAsync(`set role service_role;\n${`select id from public.claim_lead_deliveries('${worker}', 5, 60000);\n`.repeat(30)}`, { singleTransaction: false })
    const [a, b] = (await Promise.all([claimer('racer-a'), claimer('racer-b')])).map(ids)
    expect(a!.filter((id) => b!.includes(id))).toEqual([])
    expect(new Set(a).size).toBe(a!.length)
    expect(new Set(b).size).toBe(b!.length)
    // Every delivery not claimed by the earlier tests' leases went to exactly one racer.
    expect(a!.length + b!.length).toBe(total + 1 - 10)
    expect(cluster.psql(`select count(*) from private.lead_deliveries where locked_by is null and state = 'pending'`).trim()).toBe('0')
  })

  it('a lease that ran out is taken over, and the first worker can no longer record an outcome', () => {
    const id = cluster.psql(`
      update private.lead_deliveries set locked_until = null, locked_by = null
       where id = (select min(id) from private.lead_deliveries) returning id`).trim()
    expect(ids(cluster.psql(`set local role service_role; select id from public.claim_lead_deliveries('slow', 1, 60000)`))).toEqual([id])
    expect(ids(cluster.psql(`set local role service_role; select id from public.claim_lead_deliveries('fast', 1, 60000)`))).toEqual([])
    // The lease runs out (moved back rather than waited for, so a busy machine cannot make it flaky).
    cluster.psql(`update private.lead_deliveries set locked_until = now() - interval '1 second' where id = ${id}`)
    expect(ids(cluster.psql(`set local role service_role; select id from public.claim_lead_deliveries('fast', 1, 60000)`))).toEqual([id])
    const finish = (worker: string) =>
      cluster.psql(`set local role service_role; select public.finish_lead_delivery(${id}, '${worker}', 'delivered', 200)`).trim()
    expect(finish('slow')).toBe('f')
    expect(finish('fast')).toBe('t')
    expect(cluster.psql(`select state || '|' || attempts from private.lead_deliveries where id = ${id}`).trim()).toBe('delivered|3')
  })
})
