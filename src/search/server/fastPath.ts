// The search calls answered by the production server before Next (src/server.ts): one
// indexed query and a JSON answer, without the ~2 ms of Next's route pipeline per request
// (docs/decisions/009-site-search.md). The route handlers give the same answer under `next dev`.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { send } from '@/admissions/server/statusServer'

import { answerSearchCall, searchCall } from './api'
import type { SqlRunner } from './sql'

/** Answers the request when it is a search call and returns true; otherwise leaves it alone. */
export function answerSearchRequest(req: IncomingMessage, res: ServerResponse, db: SqlRunner): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = new URL(req.url ?? '/', 'http://campus.invalid')
  const call = searchCall(url.pathname)
  if (!call) return false
  void answerSearchCall(db, call.locale, call.suggest, url.searchParams).then(
    (response) => send(res, response),
    () => res.writeHead(503).end(),
  )
  return true
}
