// A page every visitor gets the same (Next's cached pages) carries a strong ETag, and a browser or
// nginx that already has it gets a 304 (docs/decisions/017-cache-hit-cost.md); Next's own ETag,
// an FNV hash computed in JavaScript on every request, is switched off in next.config.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A shared cache may keep it (s-maxage, public): such a page is the same for everyone. */
export function isShared(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase()
  return cacheControl !== '' && !/\b(no-store|private|no-cache)\b/.test(cacheControl)
}

/** If-None-Match names this ETag (weak comparison, as for GET). */
export function alreadyHas(req: IncomingMessage | undefined, etag: string): boolean {
  const header = req?.headers['if-none-match']
  if (!header || !(req?.method === 'GET' || req?.method === 'HEAD')) return false
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
