// Builds Payload rich-text (Lexical) documents from plain strings, one block a string:
// "## " and "### " start subheadings, "> " a quotation, "- " a bulleted item (neighbours make one list).
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

function node(line: string): Node {
  if (line.startsWith('### ')) return block('heading', [text(line.slice(4))], { tag: 'h3' })
  if (line.startsWith('## ')) return block('heading', [text(line.slice(3))], { tag: 'h2' })
  if (line.startsWith('> ')) return block('quote', [text(line.slice(2))])
  return block('paragraph', [text(line)], { textFormat: 0, textStyle: '' })
}

const listItem = (line: string, value: number) => block('listitem', [text(line.slice(2))], { value })
const list = (items: string[]) =>
  block(
    'list',
    items.map((item, i) => listItem(item, i + 1)),
    { listType: 'bullet', tag: 'ul', start: 1 },
  )

export function richText(...lines: string[]) {
  const children: Node[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('- ')) {
      children.push(node(lines[i]))
      continue
    }
    const items: string[] = []
    while (lines[i]?.startsWith('- ')) items.push(lines[i++])
    i--
    children.push(list(items))
  }
  return { root: block('root', children) as Node & { type: string; children: Node[] } } as never
}
