// @vitest-environment node
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { listFiles, parseSource, remoteFolders } from '../../../build/copy-scan'
import { quotedClients, team, type Person } from './brand-facts'

/**
 * No person appears in two roles: a founder is never also a quoted client, a client is quoted in
 * one role only, and no remote's content names a person from the brand facts with another role.
 */

interface Registered extends Person {
  /** The key in `team` or `quotedClients`. */
  key: string
  group: 'team' | 'quotedClients'
}

const people: Registered[] = [
  ...Object.entries(team).map(([key, person]) => ({ ...person, key, group: 'team' as const })),
  ...Object.entries(quotedClients).map(([key, person]) => ({ ...person, key, group: 'quotedClients' as const })),
]

/** "Dr. Dana Whitfield" → "dana whitfield" */
const fullName = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(dr|mr|mrs|ms)\.?\s+/, '')
    .replace(/[.,]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The forms a quote can print a name in: "dana whitfield" and "dana w" are one person. */
function nameForms(name: string): string[] {
  const full = fullName(name)
  const [first, ...rest] = full.split(' ')
  const last = rest.at(-1)
  return last ? [full, `${first} ${last[0]}`] : [full]
}

const samePerson = (a: string, b: string) => nameForms(a).some((form) => nameForms(b).includes(form))

describe('brand facts: people', () => {
  it('team members and quoted clients are different people', () => {
    const clash = Object.values(team).flatMap((member) =>
      Object.values(quotedClients)
        .filter((client) => samePerson(member.name, client.name))
        .map((client) => `${member.name} (${member.role}) is also quoted as ${client.name} (${client.role})`),
    )
    expect(clash).toEqual([])
  })

  it('every person is listed once, in one role', () => {
    const clash = people.flatMap((a, i) =>
      people.slice(i + 1).filter((b) => samePerson(a.name, b.name)).map((b) => `${a.name} is both ${a.group}.${a.key} and ${b.group}.${b.key}`),
    )
    expect(clash).toEqual([])
  })

  it('initials match the names', () => {
    for (const person of people) {
      const parts = fullName(person.name).split(' ')
      expect(person.initials, person.name).toBe(parts.map((part) => part[0]!.toUpperCase()).join(''))
    }
  })
})

/* ------------------------------------------------------------------------------------------------
 * The remotes' content modules, read as text: an object that names a registered person (by a
 * string, or by `team.x.name` / `quotedClients.x.name`) must give them their registered role.
 */

const roleKeys = new Set(['role', 'title', 'subtitle', 'position', 'jobTitle'])
const groupKeys = new Set([...Object.keys(team), ...Object.keys(quotedClients)])

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined
}

/** `quotedClients.auditOwner.name` → { key: 'auditOwner', field: 'name' } */
function factReference(expression: ts.Expression): { key: string; field: string } | undefined {
  if (!ts.isPropertyAccessExpression(expression) || !ts.isPropertyAccessExpression(expression.expression)) return undefined
  const key = expression.expression.name.text
  return groupKeys.has(key) ? { key, field: expression.name.text } : undefined
}

/** The registered person a value names: a string that is (or starts with) their name, or a reference. */
function personNamedBy(value: ts.Expression): { person: Registered; rest: string } | undefined {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
    for (const person of people) {
      for (const candidate of [person.name, fullName(person.name)]) {
        const rest = value.text.slice(candidate.length)
        if (value.text.toLowerCase().startsWith(candidate.toLowerCase()) && !/^[A-Za-z]/.test(rest)) return { person, rest }
      }
    }
    return undefined
  }
  const reference = factReference(value)
  const person = reference?.field === 'name' ? people.find((p) => p.key === reference.key) : undefined
  return person && { person, rest: '' }
}

/** The role a value states: a string, or `team.x.role` / `quotedClients.x.role` (that person's role). */
function roleStatedBy(value: ts.Expression): string | undefined {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text
  const reference = factReference(value)
  return reference?.field === 'role' ? people.find((p) => p.key === reference.key)?.role : undefined
}

interface RoleClash {
  file: string
  line: number
  text: string
}

function roleClashes(file: string, source: ts.SourceFile): RoleClash[] {
  const clashes: RoleClash[] = []
  const report = (node: ts.Node, text: string) =>
    clashes.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text })

  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const named = node.properties.flatMap((property) =>
        ts.isPropertyAssignment(property) ? [personNamedBy(property.initializer)].filter((n) => n !== undefined) : [],
      )
      const roles = node.properties.flatMap((property) => {
        const key = propertyName(property)
        if (!key || !roleKeys.has(key) || !ts.isPropertyAssignment(property)) return []
        const role = roleStatedBy(property.initializer)
        return role === undefined ? [] : [{ node: property, role }]
      })
      for (const { person } of named) {
        for (const { node: roleNode, role } of roles) {
          if (role !== person.role) report(roleNode, `${person.name} (${person.group}.${person.key}: "${person.role}") is given the role "${role}"`)
        }
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // "Dana Whitfield, Owner, Luma Aesthetics": a name with its role in one string.
      const named = personNamedBy(node)
      const role = named?.rest.match(/^\s*[,\u2013\u2014-]\s*(.+)$/)?.[1]
      if (named && role && role !== named.person.role) report(node, `${named.person.name} ("${named.person.role}") is given the role "${role}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return clashes
}

describe('brand facts: people in the remotes’ content', () => {
  const files = remoteFolders().flatMap((remote) => listFiles(`${remote}/src/content`, ['.ts']).filter((f) => !f.endsWith('.test.ts')))

  it('finds the content modules of every remote', () => {
    for (const remote of remoteFolders()) expect(files.some((f) => f.startsWith(`${remote}/`)), remote).toBe(true)
  })

  it('no content module names a person from the brand facts with another role', () => {
    const clashes = files.flatMap((file) => roleClashes(file, parseSource(file)))
    expect(clashes.map((c) => `${c.file}:${c.line} ${c.text}`)).toEqual([])
  })

  it('catches a founder quoted as a client, by string or by reference', () => {
    const check = (text: string) => roleClashes('example.ts', parseSource('example.ts', text)).map((c) => c.text)
    expect(check(`export const a = { author: 'Dana Whitfield', title: 'Owner, Luma Aesthetics & Wellness' }`)).toEqual([
      'Dana Whitfield (team.operations: "Co-founder and Director of Operations") is given the role "Owner, Luma Aesthetics & Wellness"',
    ])
    expect(check(`export const a = { author: team.operations.name, title: quotedClients.auditOwner.role }`)).toHaveLength(1)
    expect(check(`export const a = ['Dana Whitfield, Owner of a med spa']`)).toHaveLength(1)
    expect(check(`export const a = { name: team.operations.name, role: team.operations.role }`)).toEqual([])
    expect(check(`export const a = { name: 'Dana Whitfield', role: 'Co-founder and Director of Operations' }`)).toEqual([])
  })
})
