import { runFloodClients, type FloodOptions } from './flood-scenario.ts'

/**
 * The flood's attackers in a process of their own (started by backend-bench.ts), so that their
 * request building does not share the server's event loop: an outside attacker's CPU is not the
 * server's. Options come as one JSON argument; the report is one JSON line on stdout.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as FloodOptions
const report = await runFloodClients(options)
process.stdout.write(`${JSON.stringify(report)}\n`)
