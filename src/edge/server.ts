// The production server (npm start, npm run site): Next.js behind a plain Node HTTP server
// that answers three things itself: the status check (POST /api/console), the applicants' most
// frequent call, the search calls (GET /{lang}/api/search, …/suggest; src/search) and newsletter
// sign-ups (POST /{lang}/api/subscribe; src/newsletter/signupServer.ts). For each, Next's route
// pipeline costs about 2 ms of CPU a request on top of a sub-millisecond lookup, which put the
// status check's p99 at 20 connections over the 50 ms budget
// on a two-core host. Here it is one parsed body, one SELECT and one JSON answer, through the
// same statusCheck as the route handler (docs/decisions/007-status-check-server.md).
// It also chooses the language of `/` before Next (src/i18n/home.ts), so a cached home page is
// served without running the proxy, answers old addresses with their redirect (src/redirects), and
// keeps the image optimizer's answers in memory (src/cache/imageMemo.ts).
// `npm run build` bundles this file into .next/campus-server.mjs.
import nextEnv from '@next/env'
import compression from 'compression'
import next from 'next'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

// The project root: this file runs from src/ or, bundled, from .next/. Next reads its config
// and our settings resolve their default paths from the working directory, so work from there
// whichever directory the process manager started in.
const dir = path.resolve(import.meta.dirname, '..')
process.chdir(dir)
// The settings first, from the same .env files and in the same order as Next reads them,
// before any module of ours reads process.env (src/env.ts, the rate limits, the headers).
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'
nextEnv.loadEnvConfig(dir, false)
const { env } = await import('@/env')
const { clientAddressOf, trustedProxies } = await import('@/lib/clientAddress')
const { openLookupReader } = await import('@/admissions/server/lookupReader')
const { siteRequestListener } = await import('@/admissions/server/statusServer')
const { answerSignUpRequest } = await import('@/newsletter/signupServer')
const { answerKeptCall, dropTrailingSlash } = await import('@/compat/fastPath')
const { answerSearchRequest } = await import('@/search/server/fastPath')
const { answerSearchPage, isKeptSearchPage } = await import('@/search/server/pageMemo')
const { sharedReadConnection } = await import('@/database/connections')
const { answerPlainly, databaseProbe, isUndecodable, mapServerErrors } = await import('@/security/edge')
const { answerEveryRequest, keepRedirectsOnSite, startWithSiteHeaders } = await import('@/security/frontDoorGuard')
const { siteHeaders } = await import('@/security/headers')
const { actionFailuresAreRefusals, unreadableRequest } = await import('@/security/unreadableRequests')
const { answerWithin } = await import('@/security/deadline')
const { hashPageScripts } = await import('@/security/pageScripts')
const { routeHome } = await import('@/i18n/home')
const { answerKeptImage } = await import('@/cache/imageMemo')
const { redirectTable } = await import('@/redirects/table')

const port = Number(process.env.PORT || 3000)
const app = next({ dev: false, dir, port })
const handle = app.getRequestHandler()
await app.prepare()
const reader = openLookupReader()

// Payload starts, and applies pending migrations, with the first request that needs it. Until
// that request has been answered, status checks and searches too go through Next, which waits for Payload.
let ready = false
const search = sharedReadConnection()
const site = siteRequestListener({ handle, reader, ready: () => ready })
// Old addresses answered with their redirect before any page renders (src/redirects).
const redirects = redirectTable(search)
const proxies = trustedProxies(env.TRUSTED_PROXIES)
const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const databaseAnswers = databaseProbe()
const siteOrigin = new URL(env.SITE_URL).origin
const headers = siteHeaders()
const deadlines = { seconds: env.REQUEST_DEADLINE_SECONDS, slowSeconds: env.REQUEST_DEADLINE_SLOW_SECONDS }

// The search calls and sign-ups, like the status check, are answered here once Payload has migrated,
// and a search page asked for again within seconds is given as kept (src/search/server/pageMemo.ts). Every
// request first gets the one X-Forwarded-For the rate limits may believe (TRUSTED_PROXIES), the
// site's security headers, and the check that any Location it is given names this site
// (src/security/frontDoorGuard.ts). Around every answer, innermost last: compression; a request
// still unanswered at its deadline gets a 503 (src/security/deadline.ts); a 5xx while the database
// is away becomes a 503, and so does a refusal to a signed-in request (src/security/edge.ts); each
// page's inline scripts are hashed into its CSP (src/security/pageScripts.ts), which is why Next
// itself does not compress.
// Addresses that cannot be decoded, forms posted to pages and optimizer addresses that name no
// image of this site are refused with a 400 before Next (src/security/unreadableRequests.ts).
// Everything here is one async function: any throw or rejection in it is answered and logged by
// answerEveryRequest, never left as an open connection.
async function frontDoor(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  req.headers['x-forwarded-for'] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
  startWithSiteHeaders(res, headers)
  keepRedirectsOnSite(req, res, siteOrigin)
  await new Promise<void>((resolve) => compress(req, res, resolve))
  answerWithin(req, res, deadlines)
  actionFailuresAreRefusals(req, res)
  mapServerErrors(req, res, databaseAnswers)
  if (isUndecodable(req.url)) return answerPlainly(req, res, 400, 'badAddress')
  const refused = unreadableRequest(req)
  if (refused) return answerPlainly(req, res, 400, refused)
  hashPageScripts(res)
  dropTrailingSlash(req)
  if (routeHome(req, res) || answerKeptImage(req, res)) return
  if (ready) {
    const redirected = await redirects.answer(req, res).catch((error: Error) => {
      console.error('Redirect lookup failed:', error.message)
      return false
    })
    if (redirected || answerKeptCall(req, res)) return
    const searching = answerSearchRequest(req, res, search)
    if (searching) return searching
    if (answerSignUpRequest(req, res, search)) return
    if (isKeptSearchPage(req)) return answerSearchPage(req, res, () => site(req, res))
  }
  return site(req, res)
}

const server = createServer(answerEveryRequest(frontDoor))

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop the other server or set PORT.` : `The server could not start: ${error.message}`,
  )
  process.exit(1)
})

/** Asks for /api/health until Payload answers; then status checks are answered here. */
async function warmUp(attempt = 1): Promise<void> {
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch((error: Error) => error)
  if (health instanceof Response && health.ok) {
    ready = true
    return
  }
  if (attempt === 1)
    console.error('The database does not answer yet; status checks go through Next until it does:', health instanceof Response ? health.status : health.message)
  await new Promise((resolve) => setTimeout(resolve, 5_000).unref())
  return warmUp(attempt + 1)
}

server.listen(port, () => {
  console.log(`▲ Campus ready on http://localhost:${port}`)
  void warmUp()
})

// Stop taking requests, let those under way finish (uploads, PDFs; at most 10 s), then close.
let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())])
  await Promise.allSettled([reader.close(), search.close(), app.close()])
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown())
