/** A setting of the environment that is not what it must be: its message names the variable. */
export class SettingError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SettingError'
  }
}

export interface NumberRule {
  /** 0 is refused (a timeout, a size, an interval that must pass). */
  positive?: boolean
  /** Only whole numbers (header values such as max-age). */
  integer?: boolean
  /** What the number counts, for the message ("ms", "seconds", "bytes"). */
  unit: string
}

/**
 * A number from the environment, read once when the server is created: the fallback when unset or
 * empty; anything else that is not a number by the rule stops the start with a message naming the
 * variable, rather than being replaced by the default unnoticed.
 */
export function envNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, rule: NumberRule): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  const kind = `${rule.integer ? 'a whole number' : 'a number'} ${rule.positive ? 'above 0' : 'of 0 or more'} (${rule.unit})`
  if (!Number.isFinite(value) || value < 0 || (rule.positive && value === 0) || (rule.integer && !Number.isInteger(value))) {
    throw new SettingError(`${name} must be ${kind}; it is "${raw}". Fix it or unset it (default ${fallback}).`)
  }
  return value
}
