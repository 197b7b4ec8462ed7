import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/**
 * The backend's processes log one JSON object per line (pino), which journald, a container runtime
 * or any log shipper takes as it is:
 *
 *   {"level":"warn","time":"2026-12-01T10:00:00.000Z","pid":4242,"hostname":"web-1","name":"lead-worker",
 *    "event":"claim-failed","url":"https://…/rest/v1/rpc/claim_lead_deliveries","status":502,"msg":"…"}
 *
 * `name` says which part of the system wrote it, `event` what happened (stable, for alerts and
 * queries), `msg` says it in words; the other fields are the event's details. Level names, not
 * pino's numbers, so a person reading the raw log needs no table. LOG_LEVEL (trace, debug, info,
 * warn, error, fatal, silent; default info) sets how much is written.
 */
export interface LoggerOptions {
  /** Overrides LOG_LEVEL. */
  level?: string
  /** Where lines go; default standard output. */
  destination?: DestinationStream
}

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']

export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  const level = (options.level ?? process.env.LOG_LEVEL ?? 'info').trim().toLowerCase()
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')} (got "${level}")`)
  return pino(
    {
      name,
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

/** What code that logs events needs of a logger: pino's `logger.warn({ event, ... }, 'words')`. Tests pass a recorder. */
export interface EventLogger {
  info(fields: Record<string, unknown>, message: string): void
  warn(fields: Record<string, unknown>, message: string): void
  error(fields: Record<string, unknown>, message: string): void
}
