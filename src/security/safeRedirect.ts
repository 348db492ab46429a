// Where the site may send a browser (docs/decisions/039-front-door.md). Every redirect the site
// gives names a path of this site: the language switch and the preview switches build their
// targets with localTarget, and the production server checks the final Location of every answer
// again (src/edge/guard.ts), the only exception being a redirect an editor set up to
// another site. No Node imports: route handlers and the server share it.

const SITE = 'http://site.invalid'
/** What browsers drop (tabs, line breaks) or read as a slash (a backslash), anywhere in the address. */
const BROWSER_REWRITES = /[\u0000-\u001f\u007f\\]/
/** How often a path's percent-encoding is undone before it is judged: `%252F` is `%2F` is `/`. */
const DECODINGS = 3

/**
 * A Location header's value, percent-encoded: only printable ASCII goes out, so a non-Latin-1
 * character never makes setting the header fail, and escapes already there are kept.
 */
export function encodeLocation(value: string): string {
  return value.replace(/[^\u0021-\u007e]|%(?![0-9a-fA-F]{2})/gu, (character) => {
    try {
      return encodeURIComponent(character)
    } catch {
      // A lone surrogate: the replacement character, as a browser would send it.
      return '%EF%BF%BD'
    }
  })
}

/** The path part of an address, before its query or fragment. */
const pathOf = (value: string) => value.split(/[?#]/, 1)[0] ?? ''

/** True when the path, with its escapes undone, still starts a second address (`//host`, `/\host`) or holds what browsers rewrite. */
function leavesTheSite(path: string): boolean {
  let current = path
  for (let step = 0; step <= DECODINGS; step++) {
    if (current.startsWith('//') || BROWSER_REWRITES.test(current)) return true
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      // An escape that is not UTF-8 names nothing here; after the first decoding, a `%` is a percent sign.
      return step === 0
    }
    if (decoded === current) return false
    current = decoded
  }
  return true
}

/**
 * The redirect target for a path of this site, percent-encoded for the Location header, or null
 * when the value is not one: another site (`https://…`, `//host`, `/\host`), such an address
 * hidden behind percent-encoding (`/%2F/host`, `/%5Chost`), or anything browsers would rewrite
 * (tabs, line breaks, backslashes).
 */
export function localTarget(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || BROWSER_REWRITES.test(value) || leavesTheSite(pathOf(value))) return null
  const encoded = encodeLocation(value)
  try {
    return new URL(encoded, SITE).origin === SITE ? encoded : null
  } catch {
    return null
  }
}

/**
 * A Location the site may send: a path of this site (as localTarget), an absolute address on
 * the site's own origin, or, when `offsite` allows it (a redirect an editor set up to another
 * site), any http(s) address. Null otherwise.
 */
export function allowedLocation(value: string, siteOrigin: string, offsite = false): string | null {
  if (value.startsWith('/')) return localTarget(value)
  if (BROWSER_REWRITES.test(value)) return null
  let url: URL
  try {
    url = new URL(encodeLocation(value))
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin === siteOrigin || offsite ? url.href : null
}

const OFFSITE = new WeakSet<object>()

/** Lets this response redirect to another site: only a redirect an editor set up (src/redirects/table.ts). */
export function allowOffsiteRedirect(res: object): void {
  OFFSITE.add(res)
}

/** Whether allowOffsiteRedirect was called for this response. */
export const mayLeaveSite = (res: object) => OFFSITE.has(res)
