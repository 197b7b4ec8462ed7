import type { ReactNode } from 'react'
import { Link } from 'shared/singletons/router'
import { keepTogether } from 'shared/helpers/typography'
import type { Block, Inline } from '../../lib/markdown'

const linkClass = 'font-semibold text-brand-700 underline decoration-brand-300 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400'

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return keepTogether(node.value)
      case 'strong':
        return <strong key={i} className="font-semibold text-ink-900">{renderInline(node.children)}</strong>
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>
      case 'link':
        // Internal paths navigate client-side (and render as plain <a href> on the server).
        return node.href.startsWith('/') ? (
          <Link key={i} to={node.href} className={linkClass}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={i} href={node.href} className={linkClass} rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        )
    }
  })
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case 'heading':
      // The page's scroll padding clears the sticky header; scroll-mt adds a little air above the heading.
      return block.level === 2 ? (
        <h2 key={i} id={block.id} className="mt-12 scroll-mt-4 font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {renderInline(block.children)}
        </h2>
      ) : (
        <h3 key={i} id={block.id} className="mt-8 scroll-mt-4 text-xl font-bold text-ink-900">
          {renderInline(block.children)}
        </h3>
      )
    case 'paragraph':
      return <p key={i} className="mt-5">{renderInline(block.children)}</p>
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul'
      return (
        <Tag key={i} className={`mt-5 space-y-3 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-700`}>
          {block.items.map((item, j) => (
            <li key={j} className="pl-1">{renderInline(item)}</li>
          ))}
        </Tag>
      )
    }
  }
}

/** The article body from its parsed Markdown. */
export function MarkdownContent({ blocks }: { blocks: Block[] }) {
  return <div className="text-lg leading-8 text-ink-700">{blocks.map(renderBlock)}</div>
}
