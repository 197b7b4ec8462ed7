import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noCycleCountingTypeImports } from './scripts/eslint-type-imports.mjs'
import { remotePackages as remotes } from './scripts/remote-packages.mjs'

const routingFromShared = { name: 'react-router-dom', message: "Import routing from 'shared/singletons/router'." }
const shellImportsNoRemote = { group: remotes.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'The shell never imports a remote: it loads what the remote deployed.' }
const noBuildTools = {
  group: ['shared/build', 'shared/build/*', '**/shared/build/**'],
  message: 'shared/build holds build tools (Vite plugins, build scripts); code that runs on a request or in a browser imports shared/helpers/* instead.',
}
/** The shell's folders whose code runs after the build: the app, the composition server and the operators' commands. */
const shellRunTime = ['src', 'server', 'release-check', 'compose-static', 'release']

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.__mf__temp/**', '**/test-results/**', '**/playwright-report/**', 'bench-results/**', '**/.scratch/**', '.e2e-releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Sanitisers and their tests match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  // No import cycles: data flows one way (docs/architecture.md). The resolver reads each workspace's
  // tsconfig and follows `shared/...` through shared's package exports to its files, so a cycle
  // through shared's self-references counts too. Type-only imports count as well: import-x/no-cycle
  // skips them and has no option not to, so the rule runs through scripts/eslint-type-imports.mjs
  // (`cycles/no-cycle`), and import-x reads the other files with that module's parser.
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'supabase/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, cycles: { rules: { 'no-cycle': noCycleCountingTypeImports } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { [fileURLToPath(new URL('./scripts/eslint-type-imports.mjs', import.meta.url))]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: { 'cycles/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Playwright fixtures use `use()` and empty destructuring by design; they are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Routing comes from shared/singletons/router (one shared router context, only the entry points in use).
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/singletons/router/**', 'shared/src/helpers/standalone/**', '**/testing/**', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: "Import routing from 'shared/singletons/router'." }] }] },
  },
  // The composition never depends on a remote's source: the shell's app, server, tools, dev plugin
  // and build config reach remotes only through what they deploy (the remote map, their releases).
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routingFromShared],
          patterns: [shellImportsNoRemote],
        },
      ],
    },
  },
  // Run-time code never imports a build tool: the composition server is bundled with what it
  // imports, and a build tool drags Vite, the federation plugin or the font tools along.
  {
    files: shellRunTime.map((folder) => `shell/${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [routingFromShared], patterns: [shellImportsNoRemote, noBuildTools] }] },
  },
  // The composer composes: it reaches the backend over HTTP only (the map, the ledger, /rest/v1), the
  // same code in every mode, so it can never open a database. Its tests may act as the operator does.
  {
    files: ['shell/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routingFromShared],
          patterns: [shellImportsNoRemote, noBuildTools, { group: ['backend', 'backend/*', '**/supabase/**'], message: 'The composer never imports the backend: it reaches the API over HTTP.' }, { group: ['**/release-check/**', '**/release/**'], message: "The composer never imports the release command's folders." }],
        },
      ],
    },
  },
  {
    files: ['supabase/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noBuildTools] }] },
  },
  // A remote imports only `shared` (through its exports): never the shell, another remote, or shared's files by path.
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: "Import routing from 'shared/singletons/router'." }],
          patterns: [
            { group: ['shell', 'shell/*', '**/shell/**'], message: 'Remotes never import the shell.' },
            { group: remotes.filter((r) => r !== remote).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'Remotes never import another remote.' },
            { group: ['**/shared/src/**', '../../shared/**', '../../../shared/**'], message: "Import shared through its package exports (e.g. 'shared/singletons/ui')." },
            noBuildTools,
          ],
        },
      ],
    },
  })),
)
