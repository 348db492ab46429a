// The production server (npm start, npm run site): Next.js behind a plain Node HTTP server
// that answers one address itself, the status check (POST /api/console). That is the
// applicants' most frequent call; Next's route pipeline costs about 2 ms of CPU a request on
// top of a sub-millisecond lookup, which put its p99 at 20 connections over the 50 ms budget
// on a two-core host. Here it is one parsed body, one SELECT and one JSON answer, through the
// same statusCheck as the route handler (docs/decisions/007-status-check-server.md).
import next from 'next'
import { createServer } from 'node:http'

import { openLookupReader } from '@/admissions/lookupReader'
import { answerStatusCheck, isStatusCheck } from '@/admissions/statusServer'

const port = Number(process.env.PORT || 3000)

const app = next({ dev: false, dir: process.cwd(), port })
const handle = app.getRequestHandler()
await app.prepare()
const reader = openLookupReader()
const statusCheck = answerStatusCheck(reader)

const server = createServer((req, res) => void (isStatusCheck(req) ? statusCheck(req, res) : handle(req, res)))

server.listen(port, async () => {
  // Payload starts (and applies pending migrations) with the first request that needs it;
  // make that request now, so no applicant's status check finds the table not there yet.
  await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
  console.log(`▲ Campus ready on http://localhost:${port}`)
})

async function shutdown() {
  server.close()
  await Promise.allSettled([reader.close(), app.close()])
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown())
