import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** E2E_PORT and E2E_WEBHOOK_PORT let two checkouts run the suite side by side on one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
export const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? E2E_PORT + 1)
/** The e2e server's LEAD_WEBHOOK_SECRET, a Standard Webhooks secret (start-e2e-server.mjs and webhook-receiver.mjs use the same value). */
export const LEAD_WEBHOOK_SECRET = 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k'
/** The e2e server's data folder, emptied at each start; the tests read its keys from there. */
export const E2E_DATA_DIR = join(tmpdir(), `e2e-pglite-${E2E_PORT}`)
