// The one way the production server's front door reads a request's address: never throws.
// An HTTP request names a path (`GET //evil.example/x` asks for that path of this site, not for
// another host), so the address is read against a placeholder origin as written, never resolved
// as a relative reference the way `new URL(path, base)` would (which throws on `//%20/x`).

const ORIGIN = 'http://campus.invalid'

/** The request's path and query as a URL on a placeholder origin, or null when it cannot be read. */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target || '/'
  try {
    // The absolute form (`GET http://host/path`, as sent to proxies): only its path and query count.
    const url = raw.startsWith('/') ? new URL(ORIGIN + raw) : new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.origin === ORIGIN ? url : new URL(ORIGIN + url.pathname + url.search)
  } catch {
    return null
  }
}
