// The production server (npm start, npm run site): Next.js behind a plain Node HTTP server that
// does two things Next does not (docs/decisions/061-front-door-table.md). Around every answer it keeps
// the site's promises: an answer whatever fails, the site's headers, no redirect off the site,
// compression, a deadline, a 503 while the database is away, a page's own script policy
// (./guard.ts, ./deadline.ts, ./outage.ts, ./unreadableRequests.ts, ./page/). Before Next it
// answers what Next would answer slowly: the language of `/`, kept images, old addresses, kept
// API answers and search pages, and the status check, search calls and sign-ups with their
// routes' own handlers (./beforeNext.ts, ./twins.ts).
// `npm run build` bundles this file into .next/campus-server.mjs.
import nextEnv from '@next/env'
import compression from 'compression'
import next from 'next'
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

// The project root: this file runs from src/edge/ or, bundled, from .next/. Next reads its config
// and our settings resolve their default paths from the working directory, so work from there
// whichever directory the process manager started in.
let dir = path.resolve(import.meta.dirname, '..')
if (!existsSync(path.join(dir, 'package.json'))) dir = path.resolve(dir, '..')
process.chdir(dir)
// The settings first, from the same .env files and in the same order as Next reads them,
// before any module of ours reads process.env (src/env.ts, the rate limits, the headers).
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'
nextEnv.loadEnvConfig(dir, false)
const { env } = await import('@/env')
const { clientAddressOf, trustedProxies } = await import('@/lib/clientAddress')
const { sharedLookupReader } = await import('@/admissions/server/lookupReader')
const { sharedReadConnection } = await import('@/database/connections')
const { longImageAddress } = await import('@/lib/shortImages')
const { redirectTable } = await import('@/redirects/table')
const { siteHeaders } = await import('@/security/headers')
const { answeredBeforeNext, stepsBeforeNext } = await import('./beforeNext')
const { answerWithin } = await import('./deadline')
const { answerEveryRequest, keepRedirectsOnSite, startWithSiteHeaders } = await import('./guard')
const { dropTrailingSlash } = await import('./keptApiCalls')
const { databaseProbe, mapServerErrors } = await import('./outage')
const { hashPageScripts } = await import('./page/heldAnswer')
const { answerPlainly } = await import('./plainAnswers')
const { actionFailuresAreRefusals, isUndecodable, unreadableRequest } = await import('./unreadableRequests')

const port = Number(process.env.PORT || 3000)
const app = next({ dev: false, dir, port })
const handle = app.getRequestHandler()
await app.prepare()

// Payload starts, and applies pending migrations, with the first request that needs it. Until
// that request has been answered, what waits for the database goes through Next, which waits for Payload.
let started = false
const reader = sharedLookupReader()
const db = sharedReadConnection()
const steps = stepsBeforeNext({ next: handle, reader, db, redirects: redirectTable(db), origin: `http://127.0.0.1:${port}` })
const proxies = trustedProxies(env.TRUSTED_PROXIES)
const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const databaseAnswers = databaseProbe()
const siteOrigin = new URL(env.SITE_URL).origin
const headers = siteHeaders()
const deadlines = { seconds: env.REQUEST_DEADLINE_SECONDS, slowSeconds: env.REQUEST_DEADLINE_SLOW_SECONDS }

// Every request first gets its picture's optimizer address for a short one (src/lib/shortImages.ts)
// and the one X-Forwarded-For the rate limits may believe (TRUSTED_PROXIES),
// the site's security headers, and the check that any Location it is given names this site
// (./guard.ts). Around every answer, innermost last: compression; a request still unanswered at
// its deadline gets a 503 (./deadline.ts); a 5xx while the database is away becomes a 503, and so
// does a refusal to a signed-in request (./outage.ts); each page's inline scripts are hashed into
// its CSP (./page/heldAnswer.ts), which is why Next itself does not compress. Addresses that
// cannot be decoded, forms posted to pages and optimizer addresses that name no image of this
// site are refused with a 400 before Next (./unreadableRequests.ts). Everything here is one async
// function: any throw or rejection in it is answered and logged by answerEveryRequest, never left
// as an open connection.
async function frontDoor(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  req.url = longImageAddress(req.url ?? '/') ?? req.url
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
  if (await answeredBeforeNext(steps, started, req, res)) return
  return handle(req, res)
}

const server = createServer(answerEveryRequest(frontDoor))

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop the other server or set PORT.` : `The server could not start: ${error.message}`,
  )
  process.exit(1)
})

/** Asks for /api/health until Payload answers; then the steps that wait for it are taken. */
async function warmUp(attempt = 1): Promise<void> {
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch((error: Error) => error)
  if (health instanceof Response && health.ok) {
    started = true
    return
  }
  if (attempt === 1)
    console.error('The database does not answer yet; requests go through Next until it does:', health instanceof Response ? health.status : health.message)
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
  await Promise.allSettled([reader.close(), db.close(), app.close()])
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown())
