import type { Plugin } from 'vite'

/**
 * The bundler wraps each CommonJS module (React, React DOM, the scheduler) in an arrow function
 * that runs when the module is first required: `__commonJSMin(((exports, module) => { ... }))`.
 * V8 compiles an arrow function lazily, on that first call, on the main thread: React DOM's
 * factory, most of its chunk, was parsed again there while the page started. A parenthesised
 * `function` expression is compiled eagerly, while the chunk streams in, off the main thread
 * (docs/decisions/blocking-time.md). In a module (strict mode) the two forms run the same code:
 * the wrapper calls the factory with no `this`, and CommonJS code has no outer `arguments`.
 */
const wrapper = /(__commonJS(?:Min)?\()\(\(?([\w$]*(?:\s*,\s*[\w$]+)*)\)?\s*=>\s*\{/g

export function eagerFactoriesOf(code: string): string {
  return code.replace(wrapper, (_, call: string, params: string) => `${call}(function(${params}) {`)
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const out = eagerFactoriesOf(code)
      return out === code ? null : { code: out, map: null }
    },
  }
}
