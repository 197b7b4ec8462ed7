import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../src/paths.ts'
import { pg15SkipReason as skipReason, type Pg15Cluster } from './helpers/pg15-cluster.ts'
import { startMigratedPg15Cluster } from './helpers/pg15-migrated.ts'

/**
 * docs/backend-operations.md, "Lifting a client's audit limit": its SQL, as written, run by an
 * operator on a migrated PostgreSQL 15 database, lets a client at the audit limit send again.
 */
function documentedSql(heading: string): string[] {
  const doc = readFileSync(join(repoRoot, 'docs/backend-operations.md'), 'utf8')
  const start = doc.indexOf(`### ${heading}\n`)
  if (start < 0) throw new Error(`docs/backend-operations.md has no section "${heading}"`)
  const section = doc.slice(start, doc.indexOf('\n#', start + 4))
  return [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1]!)
}

describe.skipIf(skipReason !== null)(`lifting a client's audit limit on PostgreSQL 15${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: Pg15Cluster

  beforeAll(() => {
    cluster = startMigratedPg15Cluster()
  })

  afterAll(() => {
    cluster?.stop()
  })

  /** One audit request from `ip`, as PostgREST runs it behind the documented nginx (anon, cf-connecting-ip). */
  const submit = (ip: string, n: number) =>
    cluster.psql(`select set_config('request.headers', '{"cf-connecting-ip":"${ip}"}', true); set local role anon;
      select public.submit_marketing_audit(first_name => 'Ann', last_name => 'Lee', email => 'limit-${n}@example.com',
        phone => '512-555-0101', business_name => 'Glow Spa', monthly_budget => '2k-5k', questionnaire_score => '67', answers => '{}')`)

  it('the documented delete lets the client at the limit submit again, and leaves other clients’ counts alone', () => {
    const [lift] = documentedSql("Lifting a client's audit limit")
    expect(lift).toBeDefined()
    const client = /client_ip = '([^']+)'/.exec(lift!)?.[1]
    expect(client).toBeDefined()
    for (let n = 1; n <= 5; n++) submit(client!, n)
    submit('198.51.100.20', 100)
    expect(() => submit(client!, 6)).toThrow(/rate_limited/)

    cluster.psql(lift!)
    expect(cluster.psql(`select client_ip || ' ' || count(*) from private.rate_limit_hits group by client_ip order by client_ip`).trim()).toBe('198.51.100.20 1')
    expect(submit(client!, 7)).toMatch(/"audit_id"/)
  })
})
