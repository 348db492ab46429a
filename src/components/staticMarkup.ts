// Renders a tree of server-only elements (host elements and server components) to an
// HTML string, in the server-components layer where react-dom/server is not available. What it
// renders is put into the page once, as a string (PlainHtml.tsx), so React neither describes it
// element by element in the page's data nor hydrates it (docs/decisions/059-plain-html.md).
// Client components other than a nested block of plain HTML are refused: they need React on the
// client. A link's `data-routed` is left out: every link of a block is routed (PlainLinks.tsx).
import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from 'react'

import type { PlainBlockProps } from '@/components/PlainBlock'
import { PLAIN, PLAIN_BLOCK_DEFAULTS, ROUTED } from '@/components/plainMarker'

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** HTML's boolean attributes: present when true, absent when false. */
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
])
const RENAMED: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
  xlinkHref: 'xlink:href',
}
/** React props that are not attributes. */
const SKIPPED = new Set(['children', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'suppressContentEditableWarning', 'key', 'ref', ROUTED])
/** SVG presentation attributes React writes with hyphens (strokeWidth → stroke-width). */
const SVG_HYPHENATED = /^(stroke|fill|clip|stop|font|text|dominant|flood|marker|shape|vector|pointer|paint|color|word|letter|lighting)[A-Z]/
/** CSS properties whose numbers have no unit. */
const UNITLESS = new Set(['flex', 'flexGrow', 'flexShrink', 'fontWeight', 'lineHeight', 'opacity', 'order', 'zIndex', 'zoom', 'aspectRatio'])

const CLIENT_REFERENCE = Symbol.for('react.client.reference')
const FORWARD_REF = Symbol.for('react.forward_ref')
const MEMO = Symbol.for('react.memo')
const FRAGMENT = Symbol.for('react.fragment')

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
// Values in double quotes, as React writes them: the server's own checks of a page's HTML read them so.
// An `&` that starts a query parameter (`&w=640`) stays as it is: in an attribute, HTML never reads
// a character reference followed by `=` (every image address has two).
const escapeAttribute = (value: string) =>
  value
    .replace(/&(?![a-z0-9]+=)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => {
      const property = name.startsWith('--') ? name : kebab(name)
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${value}px` : String(value)
      return `${property}:${text}`
    })
    .join(';')
}

function attributeName(name: string, svg: boolean): string {
  if (RENAMED[name]) return RENAMED[name]
  if (name.startsWith('aria-') || name.startsWith('data-')) return name
  if (svg) return SVG_HYPHENATED.test(name) ? kebab(name) : name
  return name.toLowerCase()
}

function attributes(type: string, props: Record<string, unknown>, svg: boolean): string {
  let out = ''
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED.has(name) || value === undefined || value === null) continue
    if (typeof value === 'function') throw new Error(`<${type} ${name}> has a function: plain HTML has no event handlers`)
    // An input's first value and tick are its `value` and `checked` attributes, as React writes
    // them; a list's or a text area's are in their content, which this does not write.
    if (type === 'input' && (name === 'defaultValue' || name === 'defaultChecked')) {
      out += attributes(type, { [name === 'defaultValue' ? 'value' : 'checked']: value }, svg)
      continue
    }
    if (name === 'defaultValue' || name === 'defaultChecked' || (name === 'value' && (type === 'select' || type === 'textarea')))
      throw new Error(`<${type} ${name}>: a form control's state is React's to write; keep it outside plain HTML`)
    const attribute = attributeName(name, svg)
    if (name === 'style' && typeof value === 'object') {
      const css = styleText(value as Record<string, unknown>)
      if (css) out += ` style="${escapeAttribute(css)}"`
      continue
    }
    const stringified = name.startsWith('aria-') || name.startsWith('data-')
    if (typeof value === 'boolean' && !stringified) {
      if (value && BOOLEAN.has(attribute)) out += ` ${attribute}`
      else if (value && !svg) out += ` ${attribute}`
      continue
    }
    out += ` ${attribute}="${escapeAttribute(String(value))}"`
  }
  return out
}

type Props = Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }

/**
 * The element of a block of plain HTML (PlainBlock.tsx), told by PlainHtml.tsx, which makes every
 * such element: not imported here, so that the production server can render plain HTML without
 * loading a client module and Next's router with it (src/edge/searchPageShell.ts).
 */
let plainBlockType: unknown
export const blocksAre = (type: unknown) => {
  plainBlockType = type
}

/** The HTML of `node`; server components are called (and awaited) in place. */
export async function renderStatic(node: ReactNode, svg = false): Promise<string> {
  return render(node, svg)
}

/**
 * A node's HTML, worked out without waiting where nothing has to be awaited: a promise only where a
 * server component is async (a page of search results makes a few, not one per element and text).
 */
type Html = string | Promise<string>

const after = (html: Html, then: (text: string) => Html): Html => (typeof html === 'string' ? then(html) : html.then(then))

const joined = (parts: Html[]): Html =>
  parts.every((part) => typeof part === 'string') ? (parts as string[]).join('') : Promise.all(parts).then((texts) => texts.join(''))

function render(node: ReactNode, svg: boolean): Html {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string') return escapeText(node)
  if (typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return joined(node.map((child) => render(child, svg)))
  if (node instanceof Promise) return node.then((value: ReactNode) => render(value, svg))
  if (!isValidElement(node)) {
    if (typeof node === 'object' && Symbol.iterator in node) return render([...(node as Iterable<ReactNode>)], svg)
    throw new Error('Plain HTML cannot render this value')
  }
  const element = node as ReactElement<Props>
  const { type, props } = element
  if (typeof type === 'string') {
    const inSvg = svg || type === 'svg'
    const open = `<${type}${attributes(type, props, inSvg)}>`
    if (VOID.has(type)) return open
    if (props.dangerouslySetInnerHTML) return `${open}${props.dangerouslySetInnerHTML.__html}</${type}>`
    return after(render(props.children, inSvg && type !== 'foreignObject'), (inner) => `${open}${inner}</${type}>`)
  }
  if (plainBlockType !== undefined && (type as unknown) === plainBlockType) {
    // A block of plain HTML inside another: its element, with its HTML as it is.
    const { html, as = PLAIN_BLOCK_DEFAULTS.as, className = PLAIN_BLOCK_DEFAULTS.className, label } = props as unknown as PlainBlockProps
    return render(createElement(as, { className, 'aria-label': label, [PLAIN]: '', dangerouslySetInnerHTML: { __html: html } }), svg)
  }
  if ((type as unknown) === FRAGMENT) return render(Children.toArray(props.children), svg)
  const special = type as unknown as { $$typeof?: symbol; render?: (props: Props, ref: null) => ReactNode; type?: unknown }
  if (special.$$typeof === CLIENT_REFERENCE) throw new Error('Plain HTML cannot hold a client component: keep it outside <PlainHtml>')
  if (special.$$typeof === FORWARD_REF && special.render) return render(special.render(props, null), svg)
  if (special.$$typeof === MEMO) return render({ ...element, type: special.type } as ReactElement, svg)
  if (typeof type === 'function') return render((type as (props: Props) => ReactNode | Promise<ReactNode>)(props) as ReactNode, svg)
  throw new Error(`Plain HTML cannot render element type ${String(type)}`)
}
