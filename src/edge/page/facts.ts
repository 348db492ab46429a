// What the server works out from a page body (its scripts' hashes, its marks, its ETag, its
// gzip) is worked out once per distinct page and kept, keyed by the page itself: a cached page
// leaves the same bytes thousands of times (docs/decisions/017-cache-hit-cost.md).
import { createHash } from 'node:crypto'
import { constants, gzipSync } from 'node:zlib'

import { env } from '@/env'
import { withPlainHtmlOnce } from '@/lib/plainFlight'
import { startScriptsAfterPaint } from '@/lib/scriptsAfterPaint'

import { inlineScriptHashes, mapOriginOf, marksCounters } from './policy'

/** What the server sends for one page body: worked out once, then reused for every copy. */
export type PageFacts = { hashes: string[]; counters: boolean; mapOrigin: string | null; etag: string; bytes: Buffer; gzip?: Buffer }

/**
 * The facts of each page body sent lately, most recent last, up to a byte budget. Keyed by the
 * body text: a page served from Next's cache is the same string every time, so a hit costs one
 * lookup; a changed page is a new key and the old one ages out.
 */
export class PageFactsMemo {
  private readonly entries = new Map<string, PageFacts>()
  private bytes = 0

  constructor(private readonly budgetBytes = 32 * 1024 * 1024) {}

  get size() {
    return this.entries.size
  }

  factsOf(html: string): PageFacts {
    const known = this.entries.get(html)
    if (known) {
      this.entries.delete(html)
      this.entries.set(html, known)
      return known
    }
    const facts = pageFacts(html)
    this.entries.set(html, facts)
    this.bytes += weight(html, facts)
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === html) break
      this.entries.delete(oldest)
      this.bytes -= weight(oldest, old)
    }
    return facts
  }

  /** The page gzipped, made on the first request that accepts gzip and kept with it. */
  gzipOf(facts: PageFacts): Buffer {
    if (!facts.gzip) {
      facts.gzip = gzipSync(facts.bytes, { level: constants.Z_BEST_COMPRESSION })
      this.bytes += facts.gzip.length
    }
    return facts.gzip
  }
}

const weight = (html: string, facts: PageFacts) => html.length * 2 + facts.bytes.length + (facts.gzip?.length ?? 0)

/**
 * Hashes, whether it may load counters, its map's origin, a strong ETag (SHA-1 of the bytes) and
 * the UTF-8 bytes of one page, as sent: its blocks of plain HTML once (src/lib/plainFlight.ts;
 * `plainHtmlOnce`: the page already has them so), with Next's scripts started after the first
 * paint (src/lib/scriptsAfterPaint.ts).
 */
export function pageFacts(page: string, { plainHtmlOnce = false } = {}): PageFacts {
  const html = startScriptsAfterPaint(plainHtmlOnce ? page : withPlainHtmlOnce(page), env.SCRIPTS_AFTER_PAINT === 'true')
  const bytes = Buffer.from(html, 'utf8')
  return {
    hashes: inlineScriptHashes(html),
    counters: marksCounters(html),
    mapOrigin: mapOriginOf(html),
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    bytes,
  }
}
