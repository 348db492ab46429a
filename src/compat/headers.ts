// The compatibility API's headers and cache keys, shared by the route handler (./respond.ts) and
// the production server's fast path (./fastPath.ts), which must not load Next or Payload.
import { env } from '@/env'

import { KEEP_MS } from '@/cache/answerMemo'

/** Public content: shared caches (the nginx micro-cache, browsers) keep it as long as this process does. */
export const PUBLIC_CACHE = `public, max-age=${KEEP_MS / 1000}, stale-while-revalidate=30`
export const READS = 'GET, HEAD, OPTIONS'

/** CORS for reading: the origins named in API_CORS_ORIGINS get the answer's headers for them. */
export function corsHeaders(origin: string | null | undefined): Record<string, string> {
  const allowed = env.API_CORS_ORIGINS.split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  const headers: Record<string, string> = { Vary: 'Origin' }
  if (origin && (allowed.includes(origin) || allowed.includes('*'))) {
    headers['Access-Control-Allow-Origin'] = origin
    headers['Access-Control-Allow-Methods'] = READS
    headers['Access-Control-Max-Age'] = '600'
  }
  return headers
}

/** One key per address, with or without a trailing slash. */
export const answerKey = (pathname: string, search: string) => pathname.replace(/\/+$/, '') + search
