// Builds Payload rich-text (Lexical) documents from plain strings: "## " starts a heading.
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

export function richText(...lines: string[]) {
  const children = lines.map((line) =>
    line.startsWith('## ') ? block('heading', [text(line.slice(3))], { tag: 'h2' }) : block('paragraph', [text(line)], { textFormat: 0, textStyle: '' }),
  )
  return { root: block('root', children) as Node & { type: string; children: Node[] } } as never
}
