export interface Person {
  name: string
  initials: string
  /** The role shown next to the name, exactly as the site prints it. */
  role: string
}

/** The agency's founders, as the About section introduces them. */
export const team = {
  ceo: { name: 'Marcus Reyes', initials: 'MR', role: 'Co-founder and CEO' },
  operations: { name: 'Dana Whitfield', initials: 'DW', role: 'Co-founder and Director of Operations' },
} as const satisfies Record<string, Person>
