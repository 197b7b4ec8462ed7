import { describe, expect, it } from 'vitest'
import { eagerFactoriesOf } from './eager-commonjs'

describe('eagerFactoriesOf', () => {
  it('turns the bundler\'s CommonJS wrappers into parenthesised function expressions', () => {
    const code = [
      'var require_scheduler = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '  exports.now = () => 1;',
      '}));',
      'var require_react_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '  module.exports = require_scheduler();',
      '}));',
      'var require_empty = __commonJS((() => {',
      '}));',
    ].join('\n')
    expect(eagerFactoriesOf(code)).toBe(
      [
        'var require_scheduler = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '  exports.now = () => 1;',
        '}));',
        'var require_react_dom = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '  module.exports = require_scheduler();',
        '}));',
        'var require_empty = __commonJS((function() {',
        '}));',
      ].join('\n'),
    )
  })

  it('leaves every other arrow function alone', () => {
    const code = 'const f = load(((a, b) => { return this.x }));\nconst g = (e) => { return e };'
    expect(eagerFactoriesOf(code)).toBe(code)
  })

  it('runs the rewritten factory as the bundler\'s wrapper would run the arrow', () => {
    const source = `'use strict'; const __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
      const req = __commonJSMin(((exports, module) => { module.exports = { self: this, value: 42 } }));
      return req()`
    const run = (code: string) => new Function(code)() as { self: unknown; value: number }
    expect(run(eagerFactoriesOf(source))).toEqual(run(source))
    expect(eagerFactoriesOf(source)).toContain('__commonJSMin((function(exports, module) {')
  })
})
