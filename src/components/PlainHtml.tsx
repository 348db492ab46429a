// Markup that never changes on the client (menus, the footer's columns, a page's banner and body)
// sent as one HTML string: React neither describes it element by element in the page's data nor
// hydrates it, and the page's HTML carries it once (docs/decisions/059-plain-html.md). Its links
// still navigate without a full load (PlainLinks.tsx). Only server components, host elements and
// plain links ({...routed}) may be inside.
import type { ReactNode } from 'react'

import { blocksAre, renderStatic } from '@/components/staticMarkup'

import { PlainBlock } from './PlainBlock'
import { plainMark } from './plainMark'
import { PLAIN_BLOCK_DEFAULTS } from './plainMarker'

blocksAre(PlainBlock)

type Props = { children: ReactNode; className?: string; as?: 'div' | 'ul'; label?: string }

/** `children` as HTML inside a `div` (by default one that takes no place in the layout) or a list. */
export async function PlainHtml({ children, className = PLAIN_BLOCK_DEFAULTS.className, as = PLAIN_BLOCK_DEFAULTS.as, label }: Props) {
  const html = await renderStatic(children)
  // The mark names the block by its content (src/lib/plainFlight.ts, PlainBlock.tsx).
  const mark = plainMark(html)
  // Only what differs from the block's defaults goes into the page's data.
  const props = {
    ...(as !== PLAIN_BLOCK_DEFAULTS.as ? { as } : {}),
    ...(className !== PLAIN_BLOCK_DEFAULTS.className ? { className } : {}),
    ...(label ? { label } : {}),
  }
  return <PlainBlock html={`${mark}${html}`} {...props} />
}
