import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LocalBackend } from '../index.ts'

/** The file in the data folder that holds the local composer's release credential (mode 600). */
export const composerCredentialName = 'composer-credential'

/**
 * The local composer's release credential (team `composers`): the one in the data folder, or a new
 * one issued through this backend's API with its service key and written there. The composer reads
 * it from the file (RELEASE_COMPOSER_CREDENTIAL_FILE), exactly as a production composer reads the
 * one its operator issued, so previews and canaries work locally the way they do in production.
 */
export async function ensureComposerCredential(backend: Pick<LocalBackend, 'dataDir' | 'serviceRoleKey'>, apiUrl: string): Promise<string | null> {
  if (backend.dataDir.startsWith('memory://')) return null
  const file = join(backend.dataDir, composerCredentialName)
  if (existsSync(file) && readFileSync(file, 'utf8').trim()) return file
  const key = backend.serviceRoleKey
  const response = await fetch(`${apiUrl}/rest/v1/rpc/release_issue_credential`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    // A label of its own per issue: a folder whose file was deleted gets a new credential, not a conflict.
    body: JSON.stringify({ team: 'composers', label: `local-${Date.now()}` }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`)
  const { credential } = JSON.parse(text) as { credential: string }
  writeFileSync(file, `${credential}\n`, { mode: 0o600 })
  return file
}
