import { describe, expect, it } from 'vitest'

import { richTextToPlain } from '@/lib/richText'

import { richText } from './richText'

type Node = { type: string; tag?: string; value?: number; children?: Node[]; text?: string }
const blocks = (...lines: string[]) => (richText(...lines) as { root: Node }).root.children ?? []

describe('richText', () => {
  it('makes paragraphs and h2 headings as before', () => {
    expect(blocks('## Title', 'A line.').map(({ type, tag }) => [type, tag])).toEqual([
      ['heading', 'h2'],
      ['paragraph', undefined],
    ])
  })

  it('makes h3 subheadings', () => {
    const [heading] = blocks('### Year 1')
    expect(heading).toMatchObject({ type: 'heading', tag: 'h3', children: [{ text: 'Year 1' }] })
  })

  it('gathers "- " lines in a row into one bulleted list, numbering its items', () => {
    const [intro, list, after, second] = blocks('Courses:', '- Calculus', '- Physics', 'Then:', '- Thesis')
    expect(intro.type).toBe('paragraph')
    expect(list).toMatchObject({ type: 'list', tag: 'ul', listType: 'bullet' })
    expect(list.children?.map((item) => [item.type, item.value, item.children?.[0].text])).toEqual([
      ['listitem', 1, 'Calculus'],
      ['listitem', 2, 'Physics'],
    ])
    expect(after.type).toBe('paragraph')
    expect(second.children).toHaveLength(1)
  })

  it('reads back as plain text, one block a line', () => {
    expect(richTextToPlain(richText('### Year 1', '- Calculus', '- Physics'))).toBe('Year 1\nCalculus\nPhysics')
  })
})
