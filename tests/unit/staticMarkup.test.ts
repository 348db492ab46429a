// Plain HTML (src/components/staticMarkup.ts) must read to the browser as React's own server rendering
// of the same elements would: the same elements, attributes and text once parsed. Each case is
// rendered by both, parsed by an HTML parser and compared.
import { parseFragment, serialize } from 'parse5'
import { createElement as h, Fragment, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import { renderStatic } from '@/components/staticMarkup'
import { routed } from '@/components/plainMarker'

const parsed = (html: string) => serialize(parseFragment(html))

/** React's own server rendering, waiting for async components; without its text-node markers. */
async function reactHtml(tree: ReactNode) {
  const { prelude } = await prerender(h(Fragment, {}, tree))
  return (await new Response(prelude).text()).replace(/<!--.*?-->/g, '')
}

const Icon = (props: { size: number }) =>
  h(
    'svg',
    {
      width: props.size,
      height: props.size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      'aria-hidden': true,
    },
    h('path', { d: 'm9 6 6 6-6 6' }),
  )

async function Entry({ title }: { title: string }) {
  await Promise.resolve()
  return h('li', { className: 'menu-row', 'data-level': 2 }, title, ' ', h(Icon, { size: 16 }))
}

const cases: [string, ReactNode][] = [
  [
    'class, for, data and aria attributes',
    h('label', { className: 'a b', htmlFor: 'x', 'data-testid': 'l', 'aria-expanded': false, 'data-native': true }, 'Name'),
  ],
  [
    'boolean attributes',
    h('div', {}, h('input', { type: 'email', required: true, disabled: false, readOnly: true }), h('details', { open: true }, h('summary', {}, 'More'))),
  ],
  [
    'a search form as it first shows',
    h(
      'form',
      { role: 'search', action: '/documents' },
      h('input', { type: 'hidden', name: 'category', value: 'timetables' }),
      h('input', { type: 'search', name: 'q', defaultValue: 'exam "winter" & co' }),
      h('input', { type: 'checkbox', name: 'all', defaultChecked: true }),
    ),
  ],
  ['camel-cased attributes', h('button', { type: 'button', popoverTarget: 'menu', popoverTargetAction: 'hide', tabIndex: -1 }, 'Close')],
  [
    'an image',
    h('img', { src: '/a.webp?w=1&q=75', srcSet: '/a.webp?w=1&q=75 1x, /a.webp?w=2&q=75 2x', alt: 'A “quote” & <b>', loading: 'lazy', fetchPriority: 'high' }),
  ],
  ['text to escape', h('p', {}, 'Tom & Jerry <script>alert(1)</script> "quoted" \'single\'')],
  ['attribute values to escape', h('a', { href: '/search?q=it\'s&x="y"', title: '<b>' }, 'go')],
  ['styles', h('div', { style: { marginTop: 4, opacity: 0.5, zIndex: 3, '--accent': '#fff', backgroundImage: "url('/x.png')" } })],
  ['SVG presentation attributes', h(Icon, { size: 20 })],
  [
    'server components, async too, fragments and lists',
    h(
      'ul',
      {},
      h(
        Fragment,
        {},
        ['One', 'Two'].map((title) => h(Entry, { key: title, title })),
      ),
      null,
      false,
      0,
    ),
  ],
  ['inner HTML', h('div', { dangerouslySetInnerHTML: { __html: '<em>kept</em>' } })],
  ['void elements', h('p', {}, 'a', h('br'), 'b', h('hr'))],
]

describe('plain HTML', () => {
  for (const [name, tree] of cases) {
    it(`reads as React's rendering: ${name}`, async () => {
      const ours = await renderStatic(tree)
      expect(parsed(ours)).toBe(parsed(await reactHtml(tree)))
    })
  }

  it('leaves out a routed link’s mark: every link of a block is routed', async () => {
    const html = await renderStatic(h('a', { href: '/ru/faculties', ...routed, className: 'nav-top' }, 'Faculties'))
    expect(html).toBe('<a href="/ru/faculties" class="nav-top">Faculties</a>')
  })

  it('refuses a client component, an event handler and a form control’s state', async () => {
    const client = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') })
    await expect(renderStatic(h('div', {}, h(client)))).rejects.toThrow(/client component/)
    await expect(renderStatic(h('button', { type: 'button', onClick: () => {} }, 'x'))).rejects.toThrow(/event handlers/)
    await expect(renderStatic(h('select', { defaultValue: 'b' }, h('option', { value: 'b' }, 'B')))).rejects.toThrow(/form control/)
  })
})
