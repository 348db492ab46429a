// Builds Payload rich-text (Lexical) documents from plain strings: "## " starts a heading, "### "
// a subheading, and "- " an item of a bulleted list (items in a row make one list).
type Node = Record<string, unknown>

const text = (value: string): Node => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children,
  ...extra,
})

const lineBlock = (line: string): Node => {
  if (line.startsWith('### ')) return block('heading', [text(line.slice(4))], { tag: 'h3' })
  if (line.startsWith('## ')) return block('heading', [text(line.slice(3))], { tag: 'h2' })
  return block('paragraph', [text(line)], { textFormat: 0, textStyle: '' })
}

export function richText(...lines: string[]) {
  const children: Node[] = []
  for (const line of lines) {
    if (!line.startsWith('- ')) {
      children.push(lineBlock(line))
      continue
    }
    const last = children.at(-1)
    const list = last?.type === 'list' ? (last.children as Node[]) : null
    const item = block('listitem', [text(line.slice(2))], { value: (list?.length ?? 0) + 1 })
    if (list) list.push(item)
    else children.push(block('list', [item], { listType: 'bullet', start: 1, tag: 'ul' }))
  }
  return { root: block('root', children) as Node & { type: string; children: Node[] } } as never
}
