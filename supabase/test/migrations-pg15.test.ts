import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMigrations } from '../src/db/migrate.ts'
import { migrationsDir } from '../src/paths.ts'
import { pg15SkipReason as skipReason, type Pg15Cluster } from './helpers/pg15-cluster.ts'
import { startMigratedPg15Cluster } from './helpers/pg15-migrated.ts'

/**
 * PGlite is PostgreSQL 18; hosted Supabase runs 15 or 17. The migrations must apply to a real
 * PostgreSQL 15 too, so they run here against a throwaway cluster (see helpers/pg15-cluster.ts and pg15-migrated.ts).
 */
describe.skipIf(skipReason !== null)(`migrations on PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: Pg15Cluster
  const psql = (sql: string) => cluster.psql(sql)

  beforeAll(() => {
    // The run's migrated cluster: built by the self-hosted kit on a bare server (db-kit-pg15 tests
    // the kit itself, step by step).
    cluster = startMigratedPg15Cluster()
  })

  afterAll(() => {
    cluster?.stop()
  })

  it('holds every migration, applied in order by the self-hosted kit (npm run db -- migrate) on a bare server', () => {
    expect(psql('select version()')).toContain('PostgreSQL 15')
    const recorded = psql('select version from supabase_migrations.schema_migrations order by version').trim().split('\n')
    expect(recorded).toEqual(loadMigrations(migrationsDir).map((migration) => migration.version))
  })

  it('enforces the same permissions there', () => {
    const asAnon = (sql: string) =>
      psql(`select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.1"}', true); set local role anon; ${sql}`)
    asAnon(`insert into public.analytics_events (event_name, page_url) values ('page_view', 'http://x/')`)
    expect(() => asAnon('select * from public.analytics_events')).toThrow(/permission denied/)
    expect(() => asAnon('select * from public.contacts')).toThrow(/permission denied/)
    expect(() => asAnon(`update public.marketing_audits set status = 'archived'`)).toThrow(/permission denied/)
    expect(() => asAnon(`select private.check_rate_limit('1.1.1.1', 'x')`)).toThrow(/permission denied/)
    const ids = asAnon(`select public.submit_marketing_audit(first_name => 'Ann', last_name => 'Lee',
      email => 'ann@example.com', phone => '512-555-0101', business_name => 'Glow Spa',
      monthly_budget => '2k-5k', questionnaire_score => '67', answers => '{"roi": 2}')`)
    expect(ids).toMatch(/"contact_id"/)
    expect(psql('select count(*) from public.marketing_audits').trim()).toBe('1')
  })

  it('buckets clients by cf-connecting-ip only, IPv6 by /64, the rest in a stricter shared bucket', () => {
    const bucket = (headers: Record<string, string>) =>
      psql(`select set_config('request.headers', '${JSON.stringify(headers)}', true); select private.request_client_ip()`).trim().split('\n').pop()
    expect(bucket({ 'x-forwarded-for': '192.0.2.7' })).toBe('unknown')
    expect(bucket({ 'x-forwarded-for': '192.0.2.7', 'cf-connecting-ip': '198.51.100.7' })).toBe('198.51.100.7')
    expect(bucket({ 'cf-connecting-ip': '2001:db8:1:2:3:4:5:6' })).toBe('2001:db8:1:2::/64')
    expect(bucket({ 'cf-connecting-ip': '::ffff:198.51.100.7' })).toBe('198.51.100.7')
    expect(bucket({ 'cf-connecting-ip': 'fe80::1%eth0' })).toBe('fe80::/64')
    expect(bucket({ 'cf-connecting-ip': 'not-an-ip' })).toBe('unknown')
    const hits = psql(`select string_agg(private.check_rate_limit('unknown', 'pg15_test', 5, 60)::text, ',') from generate_series(1, 3)`)
    expect(hits.trim()).toBe('true,true,false')
  })

  it('purges expired data there too, as service_role only', () => {
    expect(() => psql('set local role anon; select * from public.purge_expired_data()')).toThrow(/permission denied/)
    psql(`insert into private.submission_log (created_at, event_type, is_success) values (now() - interval '91 days', 'pg15_old', true)`)
    const report = psql('set local role service_role; select data, deleted from public.purge_expired_data()')
    expect(report.trim().split('\n')).toContain('submission log|1')
    expect(psql(`select count(*) from private.submission_log where event_type = 'pg15_old'`).trim()).toBe('0')
  })

  it('cleans hostile text the same way there (whatever the cluster locale)', () => {
    // E'' literals carry the characters themselves: C1 NEL, no-break spaces, a direction override.
    const submit = (first: string, website = 'NULL') =>
      psql(`select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.${Math.floor(Math.random() * 200) + 2}"}', true);
        select public.submit_marketing_audit(first_name => ${first}, last_name => 'Lee', email => 'ann@example.com',
          phone => '512-555-0101', business_name => 'Glow Spa', monthly_budget => '2k-5k', questionnaire_score => '67',
          answers => '{}', website => ${website})`)
    submit(`E'A\\u0085n\\u202en\\u00a0'`)
    expect(psql(`select first_name from public.contacts order by created_at desc limit 1`).trim()).toBe('Ann')
    expect(() => submit(`E'\\u00a0\\u3000'`)).toThrow(/First name is required/)
    expect(() => submit(`'Ann'`, `'javascript:alert(1)'`)).toThrow(/valid website address/)
    psql(`insert into public.analytics_events (event_name, page_url, user_agent) values ('pg15_clean', E'http://x/\\u0001a', E'ua\\u009b1m')`)
    expect(psql(`select page_url || ' ' || user_agent from public.analytics_events where event_name = 'pg15_clean'`).trim()).toBe('http://x/a ua1m')
  })

  it('treats text of invisible marks as empty and takes only web addresses there too', () => {
    let n = 0
    const submit = (first: string, website = 'NULL') =>
      psql(`select set_config('request.headers', '{"cf-connecting-ip":"198.51.100.${++n}","x-forwarded-for":"198.51.100.${n}"}', true);
        select public.submit_marketing_audit(first_name => ${first}, last_name => 'Lee', email => 'ann@example.com',
          phone => '512-555-0101', business_name => 'Glow Spa', monthly_budget => '2k-5k', questionnaire_score => '67',
          answers => '{}', website => ${website})`)
    const latest = () => psql(`select first_name || '|' || coalesce(website_url, '-') from public.contacts c
      join public.marketing_audits a on a.contact_id = c.id order by c.created_at desc limit 1`).trim()
    expect(() => submit(`E'\\u200d\\u3164\\u2800\\u00ad\\ufe0f\\u2063\\U000E0041 \\u115f\\uffa0\\u180b'`)).toThrow(/First name is required/)
    expect(() => submit(`E'A\\u200e\\u200f'`)).toThrow(/First name must be at least 2 characters/)
    for (const website of [`'intent://x#Intent;end'`, `'ms-msdt:/id PCWDiagnostic'`, `'view-source:javascript:alert(1)'`, `'//evil.example'`]) {
      expect(() => submit(`'Ann'`, website), website).toThrow(/valid website address/)
    }
    submit(`E'Ann \\U0001F469\\u200d\\u2695\\ufe0f'`, `'glow.example/book'`)
    expect(latest()).toBe('Ann \u{1F469}\u200d\u2695\ufe0f|glow.example/book')
    submit(`'Ann'`, `E'\\u200d\\u2800'`)
    expect(latest()).toBe('Ann|-')
  })
})
