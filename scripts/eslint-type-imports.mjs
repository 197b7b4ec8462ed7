// import-x/no-cycle skips type-only imports, with no option to count them (eslint-plugin-import-x
// 4.x: both the linted file's own import and every import it follows are dropped when they import
// types only). A type-only cycle still ties two modules together (neither can move or be split
// without the other), so the project counts them: this module hands the rule type-only imports as
// if they were value imports, in the linted file and in the files it reads to follow the chain.
// eslint.config.js wires both halves; scripts/eslint-type-imports.test.mjs proves a type-only cycle
// is reported.
import * as typescriptParser from '@typescript-eslint/parser'
import { importX } from 'eslint-plugin-import-x'

const typeOnly = (kind) => kind === 'type' || kind === 'typeof'

/** A copy of an import or re-export declaration that names no type-only import (the node itself is left alone for other rules). */
function asValueImport(node) {
  if (!node || !(typeOnly(node.importKind) || typeOnly(node.exportKind) || node.specifiers?.some((s) => typeOnly(s.importKind) || typeOnly(s.exportKind)))) return node
  return {
    ...node,
    ...(node.importKind && { importKind: 'value' }),
    ...(node.exportKind && { exportKind: 'value' }),
    ...(node.specifiers && {
      specifiers: node.specifiers.map((s) => ({ ...s, ...(s.importKind && { importKind: 'value' }), ...(s.exportKind && { exportKind: 'value' }) })),
    }),
  }
}

/**
 * The parser import-x reads the other files with ('import-x/parsers'): the TypeScript parser, with every
 * top-level type-only import and re-export marked as a value one, so the chain is followed through them.
 * Only import-x uses it: ESLint lints each file with the real parser, so consistent-type-imports still
 * sees `import type`.
 */
export function parseForESLint(code, options) {
  const parsed = typescriptParser.parseForESLint(code, options)
  parsed.ast.body = parsed.ast.body.map(asValueImport)
  return parsed
}

const noCycle = importX.rules['no-cycle']

/** import-x/no-cycle, handed the linted file's type-only imports as value imports. Same options and messages. */
export const noCycleCountingTypeImports = {
  ...noCycle,
  create(context) {
    const visitor = noCycle.create(context)
    return Object.fromEntries(Object.entries(visitor).map(([selector, handler]) => [selector, (node) => handler(asValueImport(node))]))
  },
}
