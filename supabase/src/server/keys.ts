import { hkdfSync, randomBytes } from 'node:crypto'
import { loadOrCreateMasterSecret, readMasterSecret } from '../db/key-file.ts'
import { assertUsableJwtSecret, localKeys } from './jwt-keys.ts'

/**
 * What a data folder's secret yields: the HS256 secret its API keys are signed with (HKDF with a
 * label of its own, so the master secret itself never signs anything), and the keys.
 */
export interface KeyMaterial {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  /** Where the secret came from, for the start-up log. */
  source: 'data folder' | 'LOCAL_BACKEND_JWT_SECRET' | 'option' | 'ephemeral'
}

function derive(input: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', input, Buffer.alloc(0), `local-backend ${label}`, 32))
}

export function keyMaterialFrom(master: Buffer, source: KeyMaterial['source']): KeyMaterial {
  const jwtSecret = derive(master, 'jwt hs256').toString('base64url')
  return { jwtSecret, ...localKeys(jwtSecret), source }
}

/** An operator-chosen JWT secret (e.g. to match another deployment's keys). */
export function keyMaterialFromJwtSecret(jwtSecret: string, source: KeyMaterial['source']): KeyMaterial {
  assertUsableJwtSecret(jwtSecret)
  return { jwtSecret, ...localKeys(jwtSecret), source }
}

/**
 * The key material a backend on `dataDir` uses: an explicit secret (option, then the environment),
 * else the folder's own generated secret. An in-memory database gets a random secret of its own.
 */
export function resolveKeyMaterial(dataDir: string, explicitSecret?: string, logger?: Pick<Console, 'warn'>): KeyMaterial {
  if (explicitSecret !== undefined) return keyMaterialFromJwtSecret(explicitSecret, 'option')
  const fromEnv = process.env.LOCAL_BACKEND_JWT_SECRET
  if (fromEnv) return keyMaterialFromJwtSecret(fromEnv, 'LOCAL_BACKEND_JWT_SECRET')
  if (dataDir.startsWith('memory://')) return keyMaterialFrom(randomBytes(48), 'ephemeral')
  return keyMaterialFrom(loadOrCreateMasterSecret(dataDir, logger), 'data folder')
}

/** The owner tools' view: the same resolution, but never creates a secret. Null: never started. */
export function readKeyMaterial(dataDir: string): KeyMaterial | null {
  const fromEnv = process.env.LOCAL_BACKEND_JWT_SECRET
  if (fromEnv) return keyMaterialFromJwtSecret(fromEnv, 'LOCAL_BACKEND_JWT_SECRET')
  const master = readMasterSecret(dataDir)
  return master ? keyMaterialFrom(master, 'data folder') : null
}
