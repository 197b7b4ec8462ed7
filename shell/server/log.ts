import type { EventLogger } from 'shared/server/logger'

/**
 * The composition server's log: one call per event, as shared/server/logger's loggers take it,
 * `log.error({ event: 'map-refused', source, reason }, 'words')`: `event` names what happened
 * (stable, for alerts and queries), the other fields are its details, and the message says it in
 * words (docs/deploying.md, "Logs").
 *
 * Until `logTo` is called the words go to the console as they always did (standard error), so the
 * server used as a library (tests, `npm run compose`, the dev server) prints what it printed
 * before. `npm start` (main.ts) calls `logTo` with a pino logger named `composer`: one JSON object
 * per line on standard output.
 */
export interface LogFields {
  event: string
  [field: string]: unknown
}

const consoleLog: EventLogger = {
  info: (_fields, message) => console.warn(message),
  warn: (_fields, message) => console.warn(message),
  // An error's stack, when there is one, as console.error prints it.
  error: (fields, message) => (fields.err === undefined ? console.error(message) : console.error(message, fields.err)),
}

let sink: EventLogger = consoleLog

/** From now on the server's lines go to `logger`. */
export function logTo(logger: EventLogger): void {
  sink = logger
}

export const log = {
  info: (fields: LogFields, message: string): void => sink.info(fields, message),
  warn: (fields: LogFields, message: string): void => sink.warn(fields, message),
  error: (fields: LogFields, message: string): void => sink.error(fields, message),
}

/**
 * For the parts that log as the console does (`logger.info('words', error?)`: the embedded backend,
 * the drain, the client address rules): each line becomes one `event` of this log, with the error
 * as `err` when there is one.
 */
export function consoleStyle(event: string): Pick<Console, 'info' | 'warn' | 'error'> {
  const fields = (rest: unknown[]): LogFields => (rest.length === 0 ? { event } : { event, err: rest[0] })
  return {
    info: (message: unknown, ...rest: unknown[]) => log.info(fields(rest), String(message)),
    warn: (message: unknown, ...rest: unknown[]) => log.warn(fields(rest), String(message)),
    error: (message: unknown, ...rest: unknown[]) => log.error(fields(rest), String(message)),
  }
}
