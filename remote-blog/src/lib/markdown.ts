import { slugify } from './slugify'

/**
 * A small parser for the Markdown subset articles use (see `Article.body`): `##`/`###` headings,
 * paragraphs, `-` and `1.` lists, `**bold**`, `*italic*` and `[links](/path)`. It returns plain data,
 * so the same tree feeds the table of contents and the renderer, on the server and in the browser.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export type Block =
  | { type: 'heading'; level: 2 | 3; id: string; text: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(?=\S)(.+?)\*/

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push({ type: 'text', value: rest.slice(0, match.index) })
    const [whole, label, href, strong, em] = match
    if (label !== undefined && href !== undefined) out.push({ type: 'link', href, children: parseInline(label) })
    else if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) })
    else out.push({ type: 'em', children: parseInline(em ?? '') })
    rest = rest.slice(match.index + whole.length)
  }
  if (rest) out.push({ type: 'text', value: rest })
  return out
}

export function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.value : inlineText(n.children))).join('')
}

const HEADING = /^(#{2,3})\s+(.+)$/
const BULLET = /^[-*]\s+(.+)$/
const NUMBERED = /^\d+\.\s+(.+)$/

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = []
  const usedIds = new Map<string, number>()
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) })
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) })
    paragraph = []
    list = null
  }
  // Repeated headings get -2, -3… so every table-of-contents anchor stays unique.
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section'
    const seen = usedIds.get(base) ?? 0
    usedIds.set(base, seen + 1)
    return seen === 0 ? base : `${base}-${seen + 1}`
  }

  for (const raw of markdown.split('\n')) {
    const line = raw.trim()
    const heading = HEADING.exec(line)
    const item = BULLET.exec(line) ?? NUMBERED.exec(line)
    if (!line) {
      flush()
    } else if (heading?.[1] && heading[2]) {
      flush()
      const children = parseInline(heading[2])
      const text = inlineText(children)
      blocks.push({ type: 'heading', level: heading[1].length === 2 ? 2 : 3, id: uniqueId(text), text, children })
    } else if (item?.[1]) {
      const ordered = NUMBERED.test(line)
      if (paragraph.length || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, items: [] }
      list.items.push(item[1])
    } else if (list && /^\s/.test(raw) && list.items.length) {
      // An indented line continues the previous list item.
      list.items[list.items.length - 1] += ` ${line}`
    } else {
      if (list) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

export interface TocEntry {
  id: string
  text: string
}

/** The table of contents: the article's `##` sections, in order. */
export function tableOfContents(blocks: Block[]): TocEntry[] {
  return blocks.flatMap((b) => (b.type === 'heading' && b.level === 2 ? [{ id: b.id, text: b.text }] : []))
}
