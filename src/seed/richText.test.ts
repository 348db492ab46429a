import { describe, expect, it } from 'vitest'

import { richTextToPlain } from '@/lib/richText'

import { richText } from './richText'

type Node = { type: string; tag?: string; listType?: string; value?: number; children?: Node[]; text?: string }
const blocks = (...lines: string[]) => (richText(...lines) as { root: Node }).root.children!

describe('the seed’s rich text from plain lines', () => {
  it('makes paragraphs, h2 and h3 subheadings and quotations', () => {
    const [h2, paragraph, h3, quote] = blocks('## Results', 'Forty teams took part.', '### The final', '> “We trained all summer.” — Aziza Karimova, captain')
    expect(h2).toMatchObject({ type: 'heading', tag: 'h2', children: [{ text: 'Results' }] })
    expect(paragraph).toMatchObject({ type: 'paragraph', children: [{ text: 'Forty teams took part.' }] })
    expect(h3).toMatchObject({ type: 'heading', tag: 'h3', children: [{ text: 'The final' }] })
    expect(quote).toMatchObject({ type: 'quote', children: [{ text: '“We trained all summer.” — Aziza Karimova, captain' }] })
  })

  it('gathers neighbouring "- " lines into one bulleted list, numbered from one', () => {
    const [intro, list, after, second] = blocks('You need:', '- a passport', '- a photo', 'And then:', '- a diploma')
    expect(intro.type).toBe('paragraph')
    expect(list).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(list.children!.map((item) => [item.type, item.value, item.children![0].text])).toEqual([
      ['listitem', 1, 'a passport'],
      ['listitem', 2, 'a photo'],
    ])
    expect(after.type).toBe('paragraph')
    expect(second.children).toHaveLength(1)
  })

  it('reads back as the same words, one block a line', () => {
    expect(richTextToPlain(richText('## Title', 'Text.', '- one', '- two', '> Quote'))).toBe('Title\nText.\none\ntwo\nQuote')
  })
})
