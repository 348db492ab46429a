import { describe, expect, it } from 'vitest'

import { richTextToPlain, summarize } from './richText'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('a page’s text for search engines', () => {
  it('is the rich text’s words, one block a line', () => {
    const body = {
      root: {
        type: 'root',
        children: [paragraph('Registan University was founded in 1994.'), { type: 'heading', children: [{ type: 'text', text: 'Today' }] }],
      },
    }
    expect(richTextToPlain(body)).toBe('Registan University was founded in 1994.\nToday')
    expect(richTextToPlain(null)).toBe('')
  })

  it('is cut at a word with an ellipsis when longer than a description should be', () => {
    const long =
      'Университет Регистан основан в 1994 году в Самарканде; сегодня на шести факультетах учатся более 9 000 студентов, а выпускники работают по всему Узбекистану и за рубежом.'
    const short = summarize(long, 100)
    expect(short.length).toBeLessThanOrEqual(100)
    expect(short.endsWith('…')).toBe(true)
    expect(long.startsWith(short.slice(0, -1))).toBe(true)
    expect(short).not.toMatch(/[ ,;]…$/)
    expect(summarize('Short text.\nSecond line.')).toBe('Short text. Second line.')
  })
})
