import { defaultTreeAdapter, html, parseFragment, Tokenizer, TokenizerMode } from 'parse5'
import type { DefaultTreeAdapterTypes, ParserError, Token, TokenHandler } from 'parse5'

type Node = DefaultTreeAdapterTypes.ChildNode
type Element = DefaultTreeAdapterTypes.Element

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param', 'keygen', 'basefont', 'bgsound', 'frame'])

/** Elements whose content the tokenizer reads as text, as the browser's parser switches it (scripting on). */
const textModes: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
}

interface Where {
  startLine: number
  startCol: number
  startOffset: number
}

interface Problem {
  offset: number
  message: string
}

function at(location: Where | null | undefined): string {
  return location ? `line ${location.startLine} col ${location.startCol}: ` : ''
}

function isElement(node: Node): node is Element {
  return 'tagName' in node
}

/** Whitespace and comments after the root change nothing the browser hydrates. */
function isInert(node: Node): boolean {
  return node.nodeName === '#comment' || (node.nodeName === '#text' && 'value' in node && node.value.trim() === '')
}

function opening(node: Node | undefined): string {
  if (!node) return 'it is empty'
  if (isElement(node)) return `it starts with <${node.tagName}>`
  return node.nodeName === '#comment' ? 'it starts with a comment' : 'it starts with text'
}

/**
 * Every end tag in the source, with its place. The tree keeps no trace of an end tag the parser ignored,
 * so these are compared with the end tags the tree's elements consumed.
 */
function endTags(source: string): { name: string; location: Where }[] {
  const found: { name: string; location: Where }[] = []
  let foreignDepth = 0
  const ignore = (): void => undefined
  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      if (token.tagName === 'svg' || token.tagName === 'math') foreignDepth += token.selfClosing ? 0 : 1
      tokenizer.inForeignNode = foreignDepth > 0
      const mode = textModes[token.tagName]
      if (mode !== undefined && foreignDepth === 0) tokenizer.state = mode
    },
    onEndTag(token: Token.TagToken) {
      if ((token.tagName === 'svg' || token.tagName === 'math') && foreignDepth > 0) foreignDepth -= 1
      tokenizer.inForeignNode = foreignDepth > 0
      if (token.location) found.push({ name: token.tagName, location: token.location })
    },
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
  }
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler)
  tokenizer.write(source, true)
  return found
}

/** Checks each element was written with its own start and end tag, collecting the end tags it used. */
function walk(nodes: Node[], source: string, usedEndTags: Set<number>, problems: Problem[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue
    const location = node.sourceCodeLocation
    const name = node.tagName
    if (!location?.startTag) {
      const near = location ?? node.childNodes[0]?.sourceCodeLocation
      problems.push({ offset: near?.startOffset ?? source.length, message: `${at(near)}the browser inserts a <${name}> the HTML does not have` })
    } else if (location.endTag) {
      usedEndTags.add(location.endTag.startOffset)
    } else {
      const selfClosed = node.namespaceURI !== html.NS.HTML && source.slice(location.startTag.endOffset - 2, location.startTag.endOffset) === '/>'
      if (!voidElements.has(name) && !selfClosed) {
        problems.push({ offset: location.startTag.startOffset, message: `${at(location.startTag)}<${name}> is never closed (the browser closes it on its own)` })
      }
    }
    walk(node.childNodes, source, usedEndTags, problems)
    if ('content' in node) walk(node.content.childNodes, source, usedEndTags, problems)
  }
}

/**
 * Problems of a page's rendered body, first one first (a missing section root, then in source order): parse errors (parse5), and
 * any tag the browser would add, close or drop on its own. React writes every end tag and hydrates
 * the tree it rendered, so a body the browser builds differently is a cut or hand-edited file and
 * would not hydrate. The body must also be one element carrying `data-section-root`.
 */
export function fragmentProblems(source: string): string[] {
  const parseErrors: ParserError[] = []
  // The fragment is placed inside the shell's <div id="root">, so it is parsed in a div's context.
  const context = defaultTreeAdapter.createElement('div', html.NS.HTML, [])
  const fragment = parseFragment(context, source, {
    sourceCodeLocationInfo: true,
    onParseError: (error) => parseErrors.push(error),
  })
  const problems: Problem[] = parseErrors.map((error) => ({ offset: error.startOffset, message: `${at(error)}${error.code}` }))

  const usedEndTags = new Set<number>()
  walk(fragment.childNodes, source, usedEndTags, problems)
  for (const tag of endTags(source)) {
    if (!usedEndTags.has(tag.location.startOffset)) {
      problems.push({ offset: tag.location.startOffset, message: `${at(tag.location)}</${tag.name}> closes nothing (the browser drops it)` })
    }
  }

  const [first, ...rest] = fragment.childNodes
  if (!first || !isElement(first) || !first.attrs.some((attr) => attr.name === 'data-section-root')) {
    problems.push({ offset: -1, message: `${opening(first)}, not the section root (an element with data-section-root)` })
  } else if (rest.some((node) => !isInert(node))) {
    const end = first.sourceCodeLocation?.endTag
    problems.push({ offset: end?.endOffset ?? source.length, message: `content follows the section root${end ? `, which ends at line ${end.endLine} col ${end.endCol}` : ''}` })
  }
  return problems.sort((a, b) => a.offset - b.offset).map((problem) => problem.message)
}
