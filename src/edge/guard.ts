// What the production server (src/edge/server.ts) promises for every request before Next sees it:
// an answer, whatever goes wrong on the way (a failure becomes our own 400 or 500 page, logged
// once, never a connection left open); the site's security headers on answers it writes itself;
// and no Location that leaves the site (docs/decisions/039-front-door.md).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { localizePath } from '@/i18n/locales'

import { siteHeaders } from '@/security/headers'
import { allowedLocation, mayLeaveSite } from '@/security/safeRedirect'

import { answerPlainly, localeOfPath } from './plainAnswers'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

const shortened = (url: string | undefined) => JSON.stringify((url ?? '').slice(0, 200))

/** A failure caused by the address itself (a URL that cannot be parsed or decoded), not by the site. */
const isBadAddress = (error: unknown) => error instanceof URIError || (error as NodeJS.ErrnoException | null)?.code === 'ERR_INVALID_URL'

/** Ends a request whose handling failed: our own page when nothing was sent yet, else the connection closed. */
export function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`${req.method} ${shortened(req.url)} failed before Next:`, error instanceof Error ? error.message : error)
  if (res.writableEnded) return
  if (res.headersSent) return void res.destroy()
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  if (isBadAddress(error)) answerPlainly(req, res, 400, 'badAddress')
  else answerPlainly(req, res, 500, 'failed')
}

/** The listener that runs `handler` for each request and answers any throw or rejection in it. */
export function answerEveryRequest(handler: Handler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let settled: unknown
    try {
      settled = handler(req, res)
    } catch (error) {
      return answerFailure(req, res, error)
    }
    if (settled instanceof Promise) settled.catch((error: unknown) => answerFailure(req, res, error))
  }
}

/**
 * Gives the response the site's security headers up front: answers the server writes itself
 * (redirects, search and sign-up answers) carry them; Next sets its own over them.
 */
export function startWithSiteHeaders(res: ServerResponse, headers: OutgoingHttpHeaders = siteHeaders()): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
}

type Writer = (...args: unknown[]) => unknown

/**
 * Checks every Location this response sets, however it is set (setHeader, appendHeader,
 * writeHead's headers, an object or a flat array): a path of this site or an address on its
 * origin goes out percent-encoded; anything else is replaced by the home page of the request's
 * language, and logged.
 */
export function keepRedirectsOnSite(req: IncomingMessage, res: ServerResponse, siteOrigin: string): void {
  const checked = (value: unknown): unknown => {
    if (value === undefined || value === null) return value
    const text = String(Array.isArray(value) ? value[0] : value)
    const allowed = allowedLocation(text, siteOrigin, mayLeaveSite(res))
    if (allowed !== null) return allowed
    console.error(`${req.method} ${shortened(req.url)}: a redirect to ${shortened(text)} was sent to the home page instead`)
    return localizePath(localeOfPath(req.url), '/')
  }
  const isLocation = (name: unknown) => typeof name === 'string' && name.toLowerCase() === 'location'
  const original = { setHeader: res.setHeader, appendHeader: res.appendHeader, writeHead: res.writeHead }

  res.setHeader = function (this: ServerResponse, name: string, value: unknown) {
    return (original.setHeader as Writer).call(this, name, isLocation(name) ? checked(value) : value)
  } as ServerResponse['setHeader']
  res.appendHeader = function (this: ServerResponse, name: string, value: unknown) {
    if (!isLocation(name)) return (original.appendHeader as Writer).call(this, name, value)
    return (original.setHeader as Writer).call(this, name, checked(value))
  } as ServerResponse['appendHeader']
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const at = rest.findIndex((part) => typeof part === 'object' && part !== null)
    const headers = rest[at]
    if (Array.isArray(headers)) {
      // [name, value, name, value, …] or [[name, value], …]
      const flat = !Array.isArray(headers[0])
      rest[at] = flat
        ? headers.map((part, i) => (i % 2 === 1 && isLocation(headers[i - 1]) ? checked(part) : part))
        : headers.map((pair: unknown[]) => (isLocation(pair[0]) ? [pair[0], checked(pair[1])] : pair))
    } else if (headers) {
      rest[at] = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, isLocation(name) ? checked(value) : value]))
    }
    return (original.writeHead as Writer).call(this, status, ...rest)
  } as ServerResponse['writeHead']
}
