import { describe, expect, it } from 'vitest'

import { withMarksForBlocks, withPlainHtmlOnce } from './plainFlight'

const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`
const block = `<!--p:abc_DEF-123-->${'<nav class="menu"><a href="/ru/x">Факультеты — все</a></nav>'.repeat(40)}`
const other = 'Some long text, not a block: <b>kept</b> '.repeat(30)

/** The page data a script reads back from the pushes, as React does. */
function dataOf(html: string): string {
  const pushes = [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
  return pushes
    .map((push) => JSON.parse(push[1]) as [number, string])
    .map(([, text]) => text)
    .join('')
}

const page = (data: string, cut: number[]) => {
  const pieces: string[] = []
  let from = 0
  for (const at of [...cut, data.length]) {
    pieces.push(data.slice(from, at))
    from = at
  }
  const scripts = pieces.map((piece) => `<script>self.__next_f.push(${JSON.stringify([1, piece]).replace(/</g, '\\u003c')})</script>`)
  return `<html><head></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script>${block}${scripts.join('<p>between</p>')}</body></html>`
}

describe("plain HTML once in a page's data", () => {
  const data = `0:["$","$L1",null,{"html":"$2"}]\n${textRow('2', block)}${textRow('3', other)}4:I["x",[],"y"]\n5:{"a":"Юникод"}\n`

  it('replaces a block’s string by its mark and keeps every other row byte for byte', () => {
    const marked = withMarksForBlocks(Buffer.from(data))!.toString()
    expect(marked).toBe(`0:["$","$L1",null,{"html":"$2"}]\n2:"<!--p:abc_DEF-123-->"\n${textRow('3', other)}4:I["x",[],"y"]\n5:{"a":"Юникод"}\n`)
  })

  it('replaces a short block written inside its row, escapes and all, and keeps the rest of the row', () => {
    const short = '<!--p:short_01-->\\u003cli class=\\"a\\"\\u003e\\"quoted\\" \\\\ back\\u003c/li\\u003e'
    const row = `7:["$","$L1",null,{"html":"${short}","as":"ul"}]\n8:{"b":1}\n`
    expect(withMarksForBlocks(Buffer.from(row))!.toString()).toBe('7:["$","$L1",null,{"html":"<!--p:short_01-->","as":"ul"}]\n8:{"b":1}\n')
    expect(JSON.parse(row.slice(2, row.indexOf('\n')))[3].html).toContain('"quoted" \\ back')
  })

  it('leaves data without blocks, or with binary rows it does not read, as it is', () => {
    expect(withMarksForBlocks(Buffer.from(`${textRow('3', other)}4:{}\n`))).toBeNull()
    expect(withMarksForBlocks(Buffer.from(`${textRow('2', block)}6:A10,0123456789abcdef`))).toBeNull()
  })

  it('gathers the data split across scripts into one, where the last was, with nothing readable by HTML in it', () => {
    // Cut in the middle of the block and of a multi-byte letter's neighbourhood.
    const html = withPlainHtmlOnce(page(data, [40, 700, 1500]))
    expect(dataOf(html)).toBe(withMarksForBlocks(Buffer.from(data))!.toString())
    expect(html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1)
    expect(html).toMatch(/<p>between<\/p><p>between<\/p><p>between<\/p><script>self\.__next_f\.push\(\[1,/)
    const script = /<script>self\.__next_f\.push\((\[1,[\s\S]*?)\)<\/script>/.exec(html)![1]
    expect(script).not.toMatch(/[<>&]/)
  })

  it('leaves a page without blocks untouched', () => {
    const plain = page(`${textRow('3', other)}`, [10])
    expect(withPlainHtmlOnce(plain.replace(/<!--p:[^>]*>/g, ''))).toBe(plain.replace(/<!--p:[^>]*>/g, ''))
  })
})
