import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown, tableOfContents } from './markdown'
import { slugify } from './slugify'

describe('parseInline', () => {
  it('parses bold, italic and links, nested', () => {
    const nodes = parseInline('Read **the [guide](/blog/x)** now, *really*.')
    expect(nodes.map((n) => n.type)).toEqual(['text', 'strong', 'text', 'em', 'text'])
    const strong = nodes[1]
    expect(strong?.type === 'strong' && strong.children[1]).toEqual({ type: 'link', href: '/blog/x', children: [{ type: 'text', value: 'guide' }] })
  })

  it('leaves a lone asterisk as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([{ type: 'text', value: '5 * 3 = 15' }])
  })
})

describe('parseMarkdown', () => {
  const md = `Intro paragraph
continues here.

## First section

- one
- **two** item
  wraps on

1. step
2. step two

### A detail

## First section

Closing.`

  it('builds headings, paragraphs and lists', () => {
    const blocks = parseMarkdown(md)
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'heading', 'list', 'list', 'heading', 'heading', 'paragraph'])
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', value: 'Intro paragraph continues here.' }] })
    const bullets = blocks[2]
    expect(bullets?.type === 'list' && !bullets.ordered && bullets.items.length).toBe(2)
    expect(bullets?.type === 'list' && bullets.items[1]?.at(-1)).toEqual({ type: 'text', value: ' item wraps on' })
    const ordered = blocks[3]
    expect(ordered?.type === 'list' && ordered.ordered).toBe(true)
  })

  it('gives headings unique, stable ids and lists ## headings in the table of contents', () => {
    const blocks = parseMarkdown(md)
    expect(tableOfContents(blocks)).toEqual([
      { id: 'first-section', text: 'First section' },
      { id: 'first-section-2', text: 'First section' },
    ])
    expect(blocks.find((b) => b.type === 'heading' && b.level === 3)).toMatchObject({ id: 'a-detail' })
  })
})

describe('slugify', () => {
  it('makes URL-safe ids', () => {
    expect(slugify('HIPAA, BAAs & the vendor stack')).toBe('hipaa-baas-and-the-vendor-stack')
    expect(slugify('503A and 503B: what it means')).toBe('503a-and-503b-what-it-means')
    expect(slugify('Café résumé')).toBe('cafe-resume')
  })
})
