import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * Reads the site's copy as text, for the checks that keep it honest (US spelling, one role per
 * person). Node only: used by tests, never bundled.
 */

/** The repository root (this file is shared/build/copy-scan.ts). */
const repoRoot = new URL('../../', import.meta.url).pathname

const skippedFolders = new Set(['node_modules', 'dist', 'testing', '.__mf__temp'])

/** Files under `dir` (relative to the repo root) whose names end with one of `extensions`, repo-relative, sorted. */
export function listFiles(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = []
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !entry.name.startsWith('dist-')) walk(join(absolute, entry.name))
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) {
        found.push(relative(repoRoot, join(absolute, entry.name)))
      }
    }
  }
  walk(join(repoRoot, dir))
  return found.sort()
}

/** The workspace folders of the remotes (`remote-*`), sorted. */
export function remoteFolders(): string[] {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
    .map((entry) => entry.name)
    .sort()
}

export function readRepoFile(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8')
}

export function parseSource(path: string, text = readRepoFile(path)): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
}

export interface CopyString {
  /** 1-based line of the string's start. */
  line: number
  text: string
}

/** Module specifiers, type-level literals and quoted property names are code, never copy. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent
  if (!parent) return false
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true
  if (ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true
  if (ts.isCallExpression(parent) && (parent.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(parent.expression) && parent.expression.text === 'require'))) return true
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true
  return false
}

/**
 * A string that reads as code rather than prose: one lowercase token (a key, an id, a path, a
 * kebab-case name, a URL), or a list of class names (`text-ink-900 md:grid-cols-2`).
 */
function looksLikeCode(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter(Boolean)
  if (tokens.length === 0) return true
  if (/[A-Z]/.test(text)) return false
  if (tokens.length === 1) return true
  return tokens.every((token) => /^[a-z0-9!:\-/[\].#%_()=&>+*@,']+$/.test(token) && /[-:/[\]]/.test(token))
}

/**
 * The text a TS/TSX module can put on screen: string literals, template literal text and JSX text,
 * without comments, module specifiers, type literals and code-like strings.
 */
export function extractCopyStrings(source: ts.SourceFile): CopyString[] {
  const strings: CopyString[] = []
  const add = (node: ts.Node, text: string) => {
    if (looksLikeCode(text)) return
    strings.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text })
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePosition(node)) add(node, node.text)
    } else if (ts.isTemplateExpression(node)) {
      add(node.head, node.head.text)
      for (const span of node.templateSpans) add(span.literal, span.literal.text)
    } else if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces) add(node, node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return strings
}
