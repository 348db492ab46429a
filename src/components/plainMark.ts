import { createHash } from 'node:crypto'

/** The mark that starts a block of plain HTML: the block named by its content (PlainBlock.tsx, src/lib/plainFlight.ts). */
export const plainMark = (html: string): string => `<!--p:${createHash('sha256').update(html).digest('base64url').slice(0, 16)}-->`
