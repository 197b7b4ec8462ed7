import type { HeadTags } from './build-head'

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** JSON inside <script> must not be able to close the element. */
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c')

/** The route's head as HTML (for prerendered pages). Every tag is marked so the browser can replace it on navigation. */
export function headToHtml(tags: HeadTags): string {
  return [
    `<title>${escapeText(tags.title)}</title>`,
    ...tags.metas.map((m) => `<meta data-route-head ${m.key}="${escapeAttr(m.value)}" content="${escapeAttr(m.content)}">`),
    ...tags.links.map(
      (l) =>
        `<link data-route-head rel="${escapeAttr(l.rel)}" href="${escapeAttr(l.href)}"${l.type ? ` type="${escapeAttr(l.type)}"` : ''}${l.title ? ` title="${escapeAttr(l.title)}"` : ''}>`,
    ),
    ...tags.jsonLd.map((d) => `<script data-route-head type="application/ld+json">${safeJson(d)}</script>`),
  ].join('\n    ')
}
