// A page sent again and again is compressed once, at the best level, and the copy kept with its
// facts (./facts.ts); Next itself does not compress, and the per-request compression in front
// (src/edge/server.ts) leaves an answer that already has its encoding alone.
import type { ServerResponse } from 'node:http'

import type { PageFacts, PageFactsMemo } from './facts'

const acceptsGzip = (res: ServerResponse) => /\bgzip\b/i.test(String(res.req?.headers['accept-encoding'] ?? ''))

/** The page's kept gzip copy, with its headers set, when the browser takes gzip and nothing forbids it; else null. */
export function keptGzip(res: ServerResponse, facts: PageFacts, memo: PageFactsMemo): Buffer | null {
  if (!acceptsGzip(res) || res.hasHeader('content-encoding') || /no-transform/i.test(String(res.getHeader('cache-control')))) return null
  res.setHeader('Content-Encoding', 'gzip')
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  return memo.gzipOf(facts)
}
