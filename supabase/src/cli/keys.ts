import { readFileSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { localKeys, UnsafeJwtSecretError } from '../server/jwt-keys.ts'

const help = `npm run keys -- --jwt-secret-file FILE [--json]

Prints the API keys of a self-hosted PostgREST whose PGRST_JWT_SECRET is the file's content: the
anon key (public: the site's backend.anonKey) and the service_role key (secret: the worker's and
the owner tools' SUPABASE_SERVICE_ROLE_KEY). Both are HS256 JWTs with role anon / service_role,
minted exactly as the embedded backend mints its own, so the same secret always gives the same keys.

  --jwt-secret-file FILE   the JWT secret: the file's first line, at least 32 characters, not a
                           publicly known demo secret. Create one with
                           (umask 077; openssl rand -base64 48 | tr -d '\\n' > FILE)
  --json                   {"anonKey": …, "serviceRoleKey": …} instead of the two lines
  --help                   this text

Output: SUPABASE_ANON_KEY=… and SUPABASE_SERVICE_ROLE_KEY=… lines, usable as an environment file.
Rotating: docs/deploying.md, "Keys". Exit codes: 0 printed, 2 bad usage or an unusable secret.`

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function main(argv: string[]) {
  let values
  try {
    values = parseArgs({ args: argv, options: { 'jwt-secret-file': { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } } }).values
  } catch (error) {
    fail(`${(error as Error).message}\n\nnpm run keys -- --help shows the options.`)
  }
  if (values.help) {
    console.log(help)
    return
  }
  const file = values['jwt-secret-file']
  if (!file) fail('--jwt-secret-file is required (npm run keys -- --help)')
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    fail(`Cannot read the JWT secret file ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`)
  }
  // The secret is exactly what PostgREST reads from PGRST_JWT_SECRET: the first line, as written.
  const secret = text.split(/\r?\n/)[0] ?? ''
  let keys
  try {
    keys = localKeys(secret)
  } catch (error) {
    if (error instanceof UnsafeJwtSecretError) fail(`Refusing ${file}: ${error.reason}. Create a new one: (umask 077; openssl rand -base64 48 | tr -d '\\n' > ${file})`)
    throw error
  }
  if (statSync(file).mode & 0o077) console.error(`warning: ${file} is readable by other users: chmod 600 ${file}`)
  if (values.json) console.log(JSON.stringify(keys))
  else console.log(`SUPABASE_ANON_KEY=${keys.anonKey}\nSUPABASE_SERVICE_ROLE_KEY=${keys.serviceRoleKey}`)
}

main(process.argv.slice(2))
