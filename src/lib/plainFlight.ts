// A page's HTML carries its data for React (Next's RSC payload, in `self.__next_f.push([1,"…"])`
// scripts) beside its markup. A block of plain HTML (src/components/PlainHtml.tsx) is in both:
// as markup, and as one long string in the data, which React only needs when it shows the block
// anew. In a page's HTML the string is replaced by the block's mark (`<!--p:…-->`, with which it
// starts): React leaves the block's markup as it is when it hydrates it, and the block keeps that
// markup for when it is shown again (src/components/PlainBlock.tsx). Page data fetched by a client
// navigation is not HTML and keeps the whole string (docs/decisions/059-plain-html.md).
//
// The data is a stream of rows, `<hex id>:<row>`; a long string is a text row, `<id>:T<hex
// length in UTF-8 bytes>,<text>`, every other kind of row ends with a newline, and a short
// string is written inside it as JSON (`"<!--p:…-->…"`, with no raw newline). Rows of binary data
// (typed arrays) never appear in these pages; if one does, the page is left as it is.

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g
const MARK = Buffer.from('<!--p:')
const MARK_END = Buffer.from('-->')
/** Row tags of binary data, each followed by a hex length and a comma. */
const BINARY_TAGS = new Set('AOoUSsLlGgMmVb'.split('').map((tag) => tag.charCodeAt(0)))
const COLON = 0x3a
const COMMA = 0x2c
const NEWLINE = 0x0a
const T = 0x54

const INLINE_MARK = Buffer.from('"<!--p:')
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Where the JSON string opened at `open` ends (its closing quote), or -1. */
function closingQuote(data: Buffer, open: number): number {
  for (let at = open + 1; at < data.length; at++) {
    if (data[at] === BACKSLASH) at++
    else if (data[at] === QUOTE) return at
    else if (data[at] === NEWLINE) return -1
  }
  return -1
}

const isHex = (byte: number) => (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)

/** As Next writes the data into a script: no `<`, `>`, `&` or line separators as they are. */
const scriptSafe = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The data with each block's string replaced by its mark; null when there is nothing to replace or a row is not understood. */
export function withMarksForBlocks(data: Buffer): Buffer | null {
  const parts: Buffer[] = []
  let copied = 0
  let at = 0
  while (at < data.length) {
    const colon = data.indexOf(COLON, at)
    if (colon < 0) return null
    const tag = data[colon + 1]
    if (tag === T) {
      const comma = data.indexOf(COMMA, colon + 2)
      if (comma < 0) return null
      const start = comma + 1
      const end = start + Number.parseInt(data.subarray(colon + 2, comma).toString('latin1'), 16)
      if (!Number.isFinite(end) || end > data.length) return null
      if (data.subarray(start, start + MARK.length).equals(MARK)) {
        const markEnd = data.indexOf(MARK_END, start)
        if (markEnd > 0 && markEnd < end) {
          const mark = data.subarray(start, markEnd + MARK_END.length).toString('utf8')
          parts.push(data.subarray(copied, at), Buffer.from(`${data.subarray(at, colon).toString('latin1')}:${JSON.stringify(mark)}\n`))
          copied = end
        }
      }
      at = end
      continue
    }
    if (BINARY_TAGS.has(tag) && isHex(data[colon + 2])) return null
    const newline = data.indexOf(NEWLINE, colon)
    if (newline < 0) return null
    // A short block's string is written inside its row, as a JSON string: `"<!--p:…-->…"`.
    for (let quote = data.indexOf(INLINE_MARK, colon); quote >= 0 && quote < newline; quote = data.indexOf(INLINE_MARK, quote + 1)) {
      const markEnd = data.indexOf(MARK_END, quote)
      const close = closingQuote(data, quote)
      if (markEnd < 0 || close < 0 || close > newline || markEnd > close) return null
      parts.push(data.subarray(copied, markEnd + MARK_END.length))
      copied = close
      quote = close
    }
    at = newline + 1
  }
  if (parts.length === 0) return null
  parts.push(data.subarray(copied))
  return Buffer.concat(parts)
}

/** The page with its blocks of plain HTML once, in its markup; any other page as it is. */
export function withPlainHtmlOnce(html: string): string {
  if (!html.includes('<!--p:')) return html
  const pushes: { at: number; length: number; text: string }[] = []
  for (const match of html.matchAll(PUSH)) {
    const [kind, text] = JSON.parse(match[1]) as [number, unknown]
    if (kind !== 1 || typeof text !== 'string') return html
    pushes.push({ at: match.index, length: match[0].length, text })
  }
  if (pushes.length === 0) return html
  const marked = withMarksForBlocks(Buffer.from(pushes.map((push) => push.text).join(''), 'utf8'))
  if (!marked) return html
  // One push, where the last one was: the data is whole before React reads it.
  const combined = `<script>self.__next_f.push(${scriptSafe(JSON.stringify([1, marked.toString('utf8')]))})</script>`
  let out = ''
  let from = 0
  for (const [index, push] of pushes.entries()) {
    out += html.slice(from, push.at) + (index === pushes.length - 1 ? combined : '')
    from = push.at + push.length
  }
  return out + html.slice(from)
}
