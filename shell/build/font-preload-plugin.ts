import { brandFaces, faceFileName } from 'shared/build/brand-fonts'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * Preloads for the brand faces the first screen uses (`firstScreen` in shared/build/brand-fonts.ts),
 * written into the built index.html, the frame of every composed page, with the hashed file names
 * of this build. Without them the browser finds a font only when it lays out the first text that
 * needs it, after the whole page is parsed. A face the build did not emit fails the build, so a
 * renamed file cannot silently lose its preload (or a preload point at nothing).
 */
export function fontPreloadPlugin(): Plugin {
  const wanted = brandFaces.filter((face) => face.firstScreen).map(faceFileName)
  return {
    name: 'shell-font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((file) => file.type === 'asset')
        return wanted.map((name): HtmlTagDescriptor => {
          const asset = assets.find((file) => file.originalFileNames.some((original) => original.endsWith(`/${name}`)))
          if (!asset) throw new Error(`font-preload: the build emitted no ${name} (is it still in shared/src/styles/fonts.css?)`)
          return {
            tag: 'link',
            // crossorigin: fonts are always fetched in CORS mode; a preload without it is not reused.
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${asset.fileName}`, crossorigin: '' },
            injectTo: 'head',
          }
        })
      },
    },
  }
}
