import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../src/paths.ts'

/**
 * A lead's rules each have one place on each side of the network (docs/architecture.md, "A lead's
 * path"; docs/decisions/lead-path.md). The database is the truth; in the site's own code these
 * fail when validation, cleaning or the client's address is worked out anywhere else, and when
 * the path's file list outgrows its target. Read as source (the TypeScript parser), not run.
 */
const schema = 'remote-audit/src/forms/audit-request/schema.ts'
const clientAddressModule = 'shared/src/server/client-address.ts'
/** The path as it stands (docs/decisions/lead-path.md, "The count"): the list may shrink, never grow. */
const maxPathFiles = 42
/** Where the API and the worker enter a lead's SQL. */
const sqlEntries = ['public/functions/submit_marketing_audit.sql', 'public/functions/claim_lead_deliveries.sql', 'public/functions/finish_lead_delivery.sql']

/** Every schema file the entries' SQL reaches, by the qualified names it uses (comments left out). */
function reachedSchemaFiles(): string[] {
  const schemas = join(repoRoot, 'supabase/schemas')
  const fileOf = (schema: string, name: string) =>
    ['functions', 'tables', 'triggers'].map((kind) => `${schema}/${kind}/${name}.sql`).find((file) => existsSync(join(schemas, file)))
  const reached = new Set<string>()
  const pending = [...sqlEntries]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (reached.has(file)) continue
    reached.add(file)
    const sql = readFileSync(join(schemas, file), 'utf8').replace(/--.*$/gm, '')
    for (const [, schema, name] of sql.matchAll(/\b(public|private)\.([a-z_][a-z0-9_]*)/g)) {
      const found = fileOf(schema!, name!)
      if (found && !reached.has(found)) pending.push(found)
    }
  }
  return [...reached].map((file) => `supabase/schemas/${file}`).sort()
}

/** Source files of the site (apps, shared, backend, deploy tools), tests and built output left out. */
function sourceFiles(): string[] {
  const roots = readdirSync(repoRoot).filter((name) => /^(shell|shared|remote-.+|supabase|deploy|scripts)$/.test(name))
  const skip = /^(node_modules|dist(-.*)?|test|tests|testing|\..*)$/
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skip.test(entry.name)) walk(join(dir, entry.name))
      } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|spec)\.|\.d\.ts$/.test(entry.name)) {
        files.push(relative(repoRoot, join(dir, entry.name)))
      }
    }
  }
  for (const root of roots) walk(join(repoRoot, root))
  return files
}

interface Found {
  file: string
  what: string
}

interface Parsed {
  file: string
  imports: string[]
  /** Every node, for the checks to look through. */
  nodes: ts.Node[]
}

function parse(file: string): Parsed {
  const source = ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const imports: string[] = []
  const nodes: ts.Node[] = []
  const visit = (node: ts.Node) => {
    nodes.push(node)
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) imports.push(node.moduleSpecifier.text)
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) imports.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { file, imports, nodes }
}

const parsed = sourceFiles().map(parse)

/** Each place outside `allowed` where `match` finds something. */
function outside(allowed: readonly string[], match: (file: Parsed) => string[]): Found[] {
  return parsed.filter(({ file }) => !allowed.includes(file)).flatMap((file) => match(file).map((what) => ({ file: file.file, what })))
}

const importsOf = (pattern: RegExp) => (file: Parsed) => file.imports.filter((specifier) => pattern.test(specifier))

const callsOf = (names: readonly string[]) => (file: Parsed) =>
  file.nodes.flatMap((node) => (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.includes(node.expression.text) ? [`${node.expression.text}()`] : []))

const regexLiterals = (pattern: RegExp) => (file: Parsed) =>
  file.nodes.flatMap((node) => (node.kind === ts.SyntaxKind.RegularExpressionLiteral && pattern.test(node.getText()) ? [node.getText().slice(0, 60)] : []))

describe("a lead's path (docs/architecture.md)", () => {
  it(`lists at most ${maxPathFiles} files, each once and each there`, () => {
    const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8')
    const section = /^## A lead's path\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1]
    expect(section, "docs/architecture.md has a section \"## A lead's path\"").toBeDefined()
    const files = [...section!.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!)
    expect(files.length).toBeGreaterThan(0)
    expect(files.length).toBeLessThanOrEqual(maxPathFiles)
    expect(new Set(files).size).toBe(files.length)
    expect(files.filter((file) => !existsSync(join(repoRoot, file)))).toEqual([])
  })

  it('counts every schema file the SQL of a submission and its delivery reaches', () => {
    const section = /^## A lead's path\n([\s\S]*?)(?=^## )/m.exec(readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8'))![1]!
    const listed = new Set([...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!))
    const reached = reachedSchemaFiles()
    expect(reached.length).toBeGreaterThan(sqlEntries.length)
    expect(reached.filter((file) => !listed.has(file))).toEqual([])
    expect([...listed].filter((file) => file.startsWith('supabase/schemas/') && !reached.includes(file))).toEqual([])
  })
})

describe('validation: in the browser, the form schema only (the database checks again)', () => {
  it('only the schema applies the lead rules', () => {
    expect(outside([schema], importsOf(/(^|\/)lead-rules$/))).toEqual([])
  })

  it("only the schema reads a field's limits, rule or messages from the lead contract", () => {
    const limits = (file: Parsed) =>
      file.imports.some((specifier) => /(^|\/)lead-contract$/.test(specifier))
        ? file.nodes.flatMap((node) => {
            if (ts.isPropertyAccessExpression(node) && ['min', 'max', 'rule', 'messages'].includes(node.name.text) && node.expression.getText() !== 'Math') return [node.getText()]
            if (ts.isBindingElement(node) && ['min', 'max', 'rule', 'messages'].includes((node.propertyName ?? node.name).getText())) return [node.getText()]
            if (ts.isIdentifier(node) && node.text === 'TEXT_CAP') return ['TEXT_CAP']
            return []
          })
        : []
    expect(outside([schema, 'shared/src/helpers/lead-contract.ts'], limits)).toEqual([])
  })

  it('the audit form loads zod for its schema only', () => {
    expect(outside([schema], (file) => (file.file.startsWith('remote-audit/') ? importsOf(/^zod(\/|$)/)(file) : []))).toEqual([])
  })
})

describe("cleaning: the visitor's text is cleaned by the form schema and the database only", () => {
  it('no other code strips markup or invisible characters', () => {
    // An HTML tag or element pattern, or a class of the invisible marks (zero-width space and kin).
    const cleaning = regexLiterals(/<\[a-z|<\(script|\\u200b/i)
    // The leads CSV neutralises spreadsheet formulas behind invisible marks: output, not input.
    expect(outside([schema, 'supabase/src/cli/leads-format.ts'], cleaning)).toEqual([])
  })

  it('the lead client sends the values as it gets them: no trimming or replacing', () => {
    const reshaping = (file: Parsed) =>
      /^shared\/src\/singletons\/backend\/marketing-audit/.test(file.file)
        ? file.nodes.flatMap((node) => (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && /^(trim\w*|replace\w*|normalize|toLowerCase|slice|substring)$/.test(node.expression.name.text) ? [node.getText().slice(0, 60)] : []))
        : []
    expect(outside([], reshaping)).toEqual([])
  })
})

describe("the client's address: one policy, resolved once per request", () => {
  it('only client-address.ts parses addresses or walks proxies', () => {
    expect(outside([clientAddressModule], importsOf(/^(proxy-addr|ipaddr\.js)$/))).toEqual([])
    const socketAddress = (file: Parsed) => file.nodes.flatMap((node) => (ts.isPropertyAccessExpression(node) && node.name.text === 'remoteAddress' ? [node.getText()] : []))
    expect(outside([clientAddressModule], socketAddress)).toEqual([])
  })

  it("the policy is built by the composer, which faces the client, or by the local backend from its settings", () => {
    expect(outside([clientAddressModule, 'supabase/src/index.ts', 'shell/server/site-server.ts'], callsOf(['createClientAddressPolicy', 'clientAddressPolicyFromEnv']))).toEqual([])
  })

  it('the address is resolved by the composition server, or by the API when nothing is in front', () => {
    expect(outside([clientAddressModule, 'shell/server/site-server.ts', 'supabase/src/server/api-front.ts'], callsOf(['clientAddressOf']))).toEqual([])
  })
})
