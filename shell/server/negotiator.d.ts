// negotiator 1.x has no types of its own, and @types/negotiator describes 0.6, which has no
// `preferred` option: only what this server calls is declared.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The available codings the request accepts (q > 0), best first; ties go to `preferred`'s order. */
    encodings(available: string[], options?: { preferred?: string[] }): string[]
  }
}
