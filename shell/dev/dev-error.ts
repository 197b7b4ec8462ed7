import { join } from 'node:path'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The error in the shape of Vite's overlay, with the first source place it names ("(remote-blog/src/x.tsx:12:9)") as its file. */
export function overlayError(error: string, repoRoot: string): { message: string; stack: string; id?: string; loc?: { file: string; line: number; column: number } } {
  const [message = error, ...stack] = error.split('\n')
  const place = /\(([^()\s]+\.[a-z]+):(\d+):(\d+)\)/.exec(message)
  if (!place) return { message, stack: stack.join('\n') }
  const file = place[1]?.startsWith('/') ? place[1] : join(repoRoot, place[1] ?? '')
  return { message, stack: stack.join('\n'), id: file, loc: { file, line: Number(place[2]), column: Number(place[3]) } }
}

/**
 * What a dev page shows of an error in the server's render (dev only: pages of `npm start` never
 * carry one): the error as text where it happened, and Vite's overlay over the page, which stays
 * when the section's code replaces that text in the browser. Dev pages carry no CSP, so the
 * overlay's script is inline.
 */
export function devErrorHtml(error: string, repoRoot: string): string {
  const overlay = JSON.stringify(overlayError(error, repoRoot)).replace(/</g, '\\u003c')
  return [
    '<div role="alert" data-dev-error style="margin:1rem;padding:1rem;border:2px solid #b91c1c;background:#fef2f2;color:#450a0a;font:14px/1.5 ui-monospace,monospace">',
    '<p style="margin:0 0 .5rem;font-weight:700">The server render failed (npm run dev)</p>',
    `<pre style="margin:0;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(error)}</pre>`,
    '</div>',
    `<script type="module">import('/@vite/client').then(() => { const Overlay = customElements.get('vite-error-overlay'); if (Overlay) document.body.append(new Overlay(${overlay})) })</script>`,
  ].join('')
}
