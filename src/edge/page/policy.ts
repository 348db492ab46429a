// A page's Content-Security-Policy, made for the page itself (docs/decisions/012-errors-and-page-scripts.md):
// Next writes its bootstrap and the page's data as inline <script>s, different on every page; a
// nonce would have to change on every request and so would turn every cached page into a
// rendered one. Instead the server hashes each page's inline scripts as it leaves and names
// exactly those hashes; the counters' hosts stay only on pages that may load counters, and of
// the map providers only the one the page shows.
import { createHash } from 'node:crypto'

import { MAP_ORIGINS } from '@/lib/maps'
import { COUNTER_SOURCES, withoutSources } from '@/security/headers'

// Scripts the browser runs: no type, or a JavaScript one. Data blocks (JSON-LD) never run.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SOURCE = /\ssrc\s*=/i
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i
const RUNNABLE_TYPES = new Set(['text/javascript', 'application/javascript', 'module', 'text/ecmascript'])

/** The CSP hash source of every inline script in the page, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SOURCE.test(attributes) || body.length === 0) continue
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase()
    if (type && !RUNNABLE_TYPES.has(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with the hashes added to script-src (a policy without script-src is left alone). */
export function withScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src ') ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive))
    .join(';')
}

/** The layout marks the body of a page whose visitors may be asked about counters (src/components/consent). */
const COUNTERS_MARK = /<body\b[^>]*\sdata-counters\b/i
export const marksCounters = (html: string) => COUNTERS_MARK.test(html)

/** The policy without the counters' hosts: for a page that never loads a counter. */
export const withoutCounterSources = (policy: string): string => withoutSources(policy, (token) => COUNTER_SOURCES.has(token))

/** The contact page marks its map frame with the frame's origin (src/lib/maps.ts). */
const MAP_MARK = /<iframe\b[^>]*\sdata-map-origin="([^"]*)"/i
export const mapOriginOf = (html: string): string | null => MAP_MARK.exec(html)?.[1] ?? null
const MAP_SOURCES = new Set(MAP_ORIGINS)

/** The policy with no map provider but the one this page shows (none for a page without a map). */
export const withOnlyMapOrigin = (policy: string, origin: string | null): string =>
  withoutSources(policy, (token) => MAP_SOURCES.has(token) && token !== origin)

/**
 * The policy a page is sent with: its scripts' hashes added, the counters' hosts only if it has
 * counters, and of the map providers only the one whose map it shows.
 */
export const pagePolicy = (policy: string, facts: { hashes: string[]; counters: boolean; mapOrigin?: string | null }) =>
  withScriptHashes(withOnlyMapOrigin(facts.counters ? policy : withoutCounterSources(policy), facts.mapOrigin ?? null), facts.hashes)
