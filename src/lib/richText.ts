/** Rich text (Lexical JSON) as plain text, one block a line. */
export function richTextToPlain(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown, block: string[]) => {
    if (!node || typeof node !== 'object') return
    const { text, children, type } = node as { text?: unknown; children?: unknown[]; type?: string }
    if (typeof text === 'string') block.push(text)
    if (type === 'linebreak') block.push('\n')
    if (!Array.isArray(children)) return
    const isBlock = type !== 'text' && type !== 'link' && type !== 'autolink'
    if (isBlock) {
      const inner: string[] = []
      for (const child of children) walk(child, inner)
      const line = inner.join('').trim()
      if (line) out.push(line)
    } else for (const child of children) walk(child, block)
  }
  const root = (value as { root?: unknown } | null)?.root
  if (root) walk(root, [])
  return out.join('\n')
}

/** The start of a text, cut at a word near `max` characters, for a meta description. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}
