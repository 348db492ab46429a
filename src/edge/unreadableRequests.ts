// Requests the production server refuses with a 400 before Next, because Next would fail on
// them with a 500: a form posted to a page that is no server action, and an image-optimizer
// address whose image is not a file of this site; and a server action call whose body or
// arguments its action cannot read (docs/decisions/039-front-door.md); and an address that cannot
// be percent-decoded (Next's router would crash on it with a 500).
import type { IncomingMessage, ServerResponse } from 'node:http'

import { SHORT_IMAGE_PATH } from '@/lib/shortImages'
import { requestUrl } from '@/security/requestUrl'
import { localTarget } from '@/security/safeRedirect'

/** Addresses that are not pages: the APIs, the admin, Next's own files. */
const NOT_PAGES = /^\/(?:api(?:\/|$)|[a-z]{2}\/api(?:\/|$)|admin(?:\/|$)|_next\/)/
/** The files next.config.ts lets the optimizer read (images.localPatterns): one media file, or a file under /images. */
const LOCAL_IMAGE = /^\/(?:api\/media\/file\/[^/]+|images(?:\/[^/]+)+)$/

/**
 * Next 16 takes every multipart POST to a page for a server action (the `next-action` header
 * names one; a plain form post carries it in a field) and answers 500 when it cannot read the
 * body. Nothing on this site posts a form to a page: its forms post to /api, and its server
 * actions are called by script, with the header and a multipart boundary.
 */
function isUnreadablePagePost(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'POST' || NOT_PAGES.test(pathname)) return false
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data')) return false
  return req.headers['next-action'] === undefined || !/;\s*boundary=/.test(type)
}

/** True for a local image path: a site path, no `.` or `..` segment once decoded, under the optimizer's patterns. */
function isLocalImage(value: string): boolean {
  const target = localTarget(value)
  const path = target?.split('?', 1)[0]
  if (!path) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return LOCAL_IMAGE.test(decoded) && !decoded.split('/').some((segment) => segment === '.' || segment === '..')
}

/**
 * The optimizer's address names an image by `url`; one that is not a local image is refused. A
 * short address (src/lib/shortImages.ts) still here is not one the site writes: the server has
 * already turned those into the optimizer's.
 */
function isForeignImage(req: IncomingMessage, url: URL): boolean {
  if (url.pathname.startsWith(SHORT_IMAGE_PATH)) return true
  if ((req.method !== 'GET' && req.method !== 'HEAD') || url.pathname !== '/_next/image') return false
  const image = url.searchParams.get('url')
  return image !== null && !isLocalImage(image)
}

/** Why the server refuses the request before Next (the kind of our 400 answer), or null to go on. */
export function unreadableRequest(req: IncomingMessage): 'badAddress' | 'badForm' | null {
  const url = requestUrl(req.url)
  if (!url) return 'badAddress'
  if (isUnreadablePagePost(req, url.pathname)) return 'badForm'
  return isForeignImage(req, url) ? 'badAddress' : null
}

/**
 * A call to one of the site's server actions (a POST to a page naming it in `next-action`) that
 * fails while the database answers failed on what the caller sent: a body Next cannot decode, or
 * arguments the action refuses (the site's own scripts send neither). Its 500 goes out as a 400;
 * Next has logged the error. Installed before mapServerErrors, which turns a failure while the
 * database is away into a 503 first.
 */
export function actionFailuresAreRefusals(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST' || req.headers['next-action'] === undefined || NOT_PAGES.test(requestUrl(req.url)?.pathname ?? '/')) return
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status === 500 ? 400 : status, ...rest)
  } as ServerResponse['writeHead']
}

// Control characters name nothing on this site, and PostgreSQL refuses NUL in any text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** True when the path (not the query) holds a percent sequence that is not UTF-8, or a control character. */
export function isUndecodable(url: string | undefined): boolean {
  try {
    return CONTROL.test(decodeURIComponent((url ?? '/').split('?')[0]))
  } catch {
    return true
  }
}
