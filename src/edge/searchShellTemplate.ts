// A results page's shell (src/search/server/pageShell.ts) as a template: the page Next rendered for
// the shell's query, cut where a visitor's page differs from it (src/edge/searchPageShell.ts):
//
// - the query's words: in <head> (title, Open Graph) as React writes text, in the banner's plain
//   HTML and in the page's data as they are (only words that read the same in every one of those
//   places are filled in: fillable());
// - the placeholder block below the banner, for the form and results (SearchBody.tsx);
// - the mark of each block of plain HTML whose content changes (its hash: PlainHtml.tsx), in the
//   HTML and in the page's data;
// - the address Next writes into the page's data for its router: the path with the query string
//   as it came (`c`) and the query string as Next writes it again (`q`).
import { plainMark } from '@/components/plainMark'
import { SHELL_BODY } from '@/search/server/pageShell'

type Hole = { fill: 'headWord' | 'word' | 'body' | 'canonical' | 'search' } | { block: number } | { mark: number }
type Part = string | Hole
type Block = { parts: Part[] }
export type ShellTemplate = { parts: Part[]; blocks: Block[] }
export type ShellValues = { word: string; body: string; canonical: string[]; search: string }

const BLOCK_START = /<(div|ul)\b[^>]*\sdata-plain=""[^>]*>(<!--p:[\w-]{16}-->)/g
const FLIGHT = /<script>self\.__next_f\.push\(.*?<\/script>/gs
const MARK_IN_FLIGHT = (mark: string) => mark.slice(4, -3) // `p:xxxxxxxxxxxxxxxx`

/** Characters a word may not have for the fast path: each would be written differently in one of the places it goes. */
const UNFILLABLE = /[&<>"\\\u0000-\u001f\u2028\u2029]/

/**
 * Whether the shell can be filled with these words (else Next renders the page). Words that start
 * with `$` are left too: they start the page's title, and React writes a string that starts so
 * with a second `$` in the page's data.
 */
export const fillable = (word: string): boolean => word.length > 0 && !UNFILLABLE.test(word) && !word.startsWith('$')

/** Text in <head> as React escapes it: of what fillable() lets through, only the apostrophe. */
const headText = (word: string) => word.replaceAll("'", '&#x27;')

/** A string as it stands in the page's data: JSON in a row, the row as a JS string, then escaped for HTML (Next's htmlEscapeJsonString). */
export function inFlight(value: string): string {
  return JSON.stringify(JSON.stringify(value))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

type Found = { start: number; contentStart: number; end: number; mark: string; dynamic: boolean }

/** The end of the element opened just before `from`: the first closing tag that balances its own name (plain HTML is our own well-formed markup, its text escaped). */
function elementEnd(html: string, from: number, tag: string): number {
  const tags = new RegExp(`<(/?)${tag}\\b`, 'g')
  tags.lastIndex = from
  let depth = 1
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return match.index
  }
  return -1
}

/**
 * The template of a shell rendered for `token`, or null when the page is not as expected (no
 * placeholder, a block that does not close): then Next renders every page, as it did before.
 */
export function compileShell(html: string, token: string): ShellTemplate | null {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return null
  // Blocks of plain HTML in the body, outside the page's data.
  const flights = [...html.matchAll(FLIGHT)].map((match) => ({ start: match.index, end: match.index + match[0].length }))
  const inData = (at: number) => flights.some((flight) => at >= flight.start && at < flight.end)
  const found: Found[] = []
  for (const match of html.slice(headEnd).matchAll(BLOCK_START)) {
    const start = headEnd + match.index + match[0].length - match[2].length
    if (inData(start)) continue
    const contentStart = start + match[2].length
    const end = elementEnd(html, contentStart, match[1])
    if (end < 0) return null
    found.push({ start, contentStart, end, mark: match[2], dynamic: false })
  }
  // A block changes when its content has the words or the placeholder, or holds a block that changes.
  for (const block of found) block.dynamic = html.slice(block.contentStart, block.end).includes(token)
  const body = found.filter((block) => html.slice(block.contentStart, block.end) === SHELL_BODY)
  if (body.length !== 1) return null
  body[0].dynamic = true
  for (const inner of found.filter((block) => block.dynamic))
    for (const outer of found) if (outer.start < inner.start && outer.end >= inner.end) outer.dynamic = true
  const dynamic = found.filter((block) => block.dynamic)

  const blocks: Block[] = dynamic.map(() => ({ parts: [] }))
  // Splits html[from, to) into text and holes; a changing block inside becomes a hole of its own.
  const cut = (from: number, to: number): Part[] => {
    const inside = dynamic.filter((block) => block.start >= from && block.end <= to)
    const outermost = inside.filter((block) => !inside.some((outer) => outer !== block && outer.start < block.start && outer.end >= block.end))
    const parts: Part[] = []
    let at = from
    for (const block of outermost.sort((a, b) => a.start - b.start)) {
      parts.push(...cutText(html.slice(at, block.start), 'body'))
      const index = dynamic.indexOf(block)
      blocks[index].parts = block === body[0] ? [{ fill: 'body' }] : cut(block.contentStart, block.end)
      parts.push({ block: index })
      at = block.end
    }
    parts.push(...cutText(html.slice(at, to), 'body'))
    return parts
  }
  // Text between blocks: the words (as <head> or the body writes them), and in the page's data the
  // router's address and the changing blocks' marks.
  const cutText = (text: string, where: 'head' | 'body'): Part[] => {
    const holes: [string, Hole][] = [
      [inFlight(`search?q=${token}`), { fill: 'canonical' }],
      [inFlight(`?q=${token}`), { fill: 'search' }],
      ...dynamic.map((block, index): [string, Hole] => [MARK_IN_FLIGHT(block.mark), { mark: index }]),
      [token, { fill: where === 'head' ? 'headWord' : 'word' }],
    ]
    let parts: Part[] = [text]
    for (const [needle, hole] of holes)
      parts = parts.flatMap((part) => (typeof part === 'string' ? part.split(needle).flatMap((piece, i) => (i === 0 ? [piece] : [hole, piece])) : [part]))
    return parts.filter((part) => part !== '')
  }
  const parts = [...cutText(html.slice(0, headEnd), 'head'), ...cut(headEnd, html.length)]
  return { parts, blocks }
}

function filled(hole: Extract<Hole, { fill: unknown }>['fill'], values: ShellValues): string {
  if (hole === 'headWord') return headText(values.word)
  if (hole === 'word') return values.word
  if (hole === 'body') return values.body
  if (hole === 'canonical') return values.canonical.map(inFlight).join(',')
  return inFlight(values.search)
}

/** The page for these values. */
export function fillShell(template: ShellTemplate, values: ShellValues): string {
  const contents: (string | undefined)[] = []
  const marks: (string | undefined)[] = []
  const content = (index: number): string => {
    contents[index] ??= join(template.blocks[index].parts)
    return contents[index]
  }
  const mark = (index: number): string => {
    marks[index] ??= plainMark(content(index))
    return marks[index]
  }
  const join = (parts: Part[]): string => {
    let out = ''
    for (const part of parts) {
      if (typeof part === 'string') out += part
      else if ('fill' in part) out += filled(part.fill, values)
      else if ('block' in part) out += mark(part.block) + content(part.block)
      else out += MARK_IN_FLIGHT(mark(part.mark))
    }
    return out
  }
  return join(template.parts)
}
