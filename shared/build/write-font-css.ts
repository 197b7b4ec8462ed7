import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fontCss } from './font-css'

/** `npm run fonts -w shared`: rewrites src/ui/styles/fonts.css after a change to brand-fonts.ts or a font package. */
const target = fileURLToPath(new URL('../src/ui/styles/fonts.css', import.meta.url))
writeFileSync(target, await fontCss())
console.log(`Wrote ${target}`)
