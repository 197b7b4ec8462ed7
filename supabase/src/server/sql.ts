/** Double-quoted identifier. Callers only pass names already checked against the schema cache. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** Collects positional parameters while SQL text is built. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
