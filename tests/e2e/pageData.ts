// Two pages compared as the browser reads them: their markup, and the data React hydrates them
// from (Next's rows in `self.__next_f.push([1,"…"])`), decoded into one tree. Two renders of the
// same page differ where the render's timing shows through, and these are left out: the data
// numbers its rows in the order their parts were ready; <head> has its elements in the order
// they were; a resource hint (a preload, `HL` rows in the data) goes where the page was when it
// was met; and the starter's list of scripts to fetch early (src/lib/scriptsAfterPaint.ts) holds
// those met by the time <head> was written. What the page shows and what React builds do not.

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g
const SCRIPT_LIST = /\}\)\(\["\/_next\/static\/chunks\/[^\]]*\]\)/
const PRELOAD = /<link rel="preload"[^>]*>/g
const HEAD_ELEMENT = /<(title|script)\b[^>]*>[\s\S]*?<\/\1>|<[^>]+>/g

/** The page's markup without its data, resource hints or the starter's list, <head>'s elements in one order. */
export function markupOf(html: string): string {
  const markup = html.replace(PUSH, '').replace(SCRIPT_LIST, '})([])').replace(PRELOAD, '')
  const headStart = markup.indexOf('<head>') + '<head>'.length
  const headEnd = markup.indexOf('</head>')
  const head = (markup.slice(headStart, headEnd).match(HEAD_ELEMENT) ?? []).sort()
  return `${markup.slice(0, headStart)}${head.join('')}${markup.slice(headEnd)}`
}

type Row = { text: string } | { module: unknown } | { value: unknown }

/** The page's data as one tree: each reference to a row replaced by the row; resource hints left out. */
export function dataOf(html: string): unknown {
  const data = Buffer.from([...html.matchAll(PUSH)].map((match) => JSON.parse(match[1]) as string).join(''), 'utf8')
  const rows = new Map<string, Row>()
  let at = 0
  while (at < data.length) {
    const colon = data.indexOf(':', at)
    const id = data.subarray(at, colon).toString()
    if (data[colon + 1] === 0x54 /* T: a text row, its length in bytes */) {
      const comma = data.indexOf(',', colon)
      const end = comma + 1 + Number.parseInt(data.subarray(colon + 2, comma).toString(), 16)
      rows.set(id, { text: data.subarray(comma + 1, end).toString() })
      at = end
      continue
    }
    const newline = data.indexOf('\n', colon)
    const body = data.subarray(colon + 1, newline).toString()
    if (body.startsWith('I')) rows.set(id, { module: JSON.parse(body.slice(1)) })
    else if (!/^[A-Z]/.test(body)) rows.set(id, { value: JSON.parse(body) })
    at = newline + 1
  }
  const resolve = (value: unknown, within: string[]): unknown => {
    if (typeof value === 'string') {
      const reference = /^\$([A-Z@]?)([0-9a-f]+)$/.exec(value)
      const row = reference ? rows.get(reference[2]) : undefined
      if (!reference || !row || within.includes(reference[2])) return value
      const path = [...within, reference[2]]
      const resolved = 'text' in row ? row.text : 'module' in row ? { module: resolve(row.module, path) } : resolve(row.value, path)
      return reference[1] ? { [reference[1]]: resolved } : resolved
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item, within))
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, within)]))
    return value
  }
  return resolve('$0', [])
}
