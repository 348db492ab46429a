// Public forms refuse posts another site's page makes a visitor's browser send. Browsers say
// where a request comes from (Sec-Fetch-Site; older ones only Origin); API clients send
// neither and keep working, as the original front end's clients do.

/** True when the browser says the request was made by a page of another site. */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'cross-site'
  const origin = headers.get('origin')
  if (origin === null) return false
  // "null": a sandboxed frame, a data: page or a redirect across sites.
  if (origin === 'null') return true
  try {
    const from = new URL(origin)
    return from.origin !== new URL(siteUrl).origin && from.host !== headers.get('host')
  } catch {
    return true
  }
}
