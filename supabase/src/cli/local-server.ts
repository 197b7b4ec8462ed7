import { randomBytes } from 'node:crypto'
import { readServerFile } from '../db/server-file.ts'
import { ownerProofPath } from '../index.ts'
import { isValidOwnerProof, readKeyMaterial, type KeyMaterial } from '../server/keys.ts'

/**
 * The running local backend's address, for the owner's tools (`npm run leads`, `npm run worker`):
 * from the file the data folder's lock holder wrote (or BACKEND_URL), and only after that server has
 * proved it holds the folder's secret, so the service key never goes to a process that merely
 * listens on a familiar port.
 */
export async function provenServerUrl(dataDir: string, holderPid: number, keys: KeyMaterial): Promise<string> {
  const published = readServerFile(dataDir)
  const url = process.env.BACKEND_URL ?? (published && published.pid === holderPid ? published.url : null)
  if (!url) {
    throw new Error(
      `The local backend (pid ${holderPid}) holds ${dataDir} but has not published its address there yet. ` +
        'Wait until it is listening, or set BACKEND_URL to where it listens.',
    )
  }
  const nonce = randomBytes(24).toString('base64url')
  let proof: unknown
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}${ownerProofPath}?nonce=${nonce}`, { signal: AbortSignal.timeout(5000) })
    proof = ((await response.json()) as { proof?: unknown }).proof
  } catch (error) {
    throw new Error(`The local backend (pid ${holderPid}) holds ${dataDir}, but ${url} did not answer: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (typeof proof !== 'string' || !isValidOwnerProof(keys.proofKey, nonce, proof)) {
    throw new Error(`${url} could not prove it holds the key of ${dataDir}; the service key was not sent to it.`)
  }
  return url
}

/** The folder's keys and the proven address of the backend holding it (pid `holderPid`). */
export async function runningBackend(dataDir: string, holderPid: number): Promise<{ url: string; keys: KeyMaterial }> {
  const keys = readKeyMaterial(dataDir)
  if (!keys) throw new Error(`The local backend (pid ${holderPid}) holds ${dataDir}, but its key file is not there yet.`)
  return { url: await provenServerUrl(dataDir, holderPid, keys), keys }
}
