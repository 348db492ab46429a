// The search calls answered by the production server before Next (src/server.ts): one
// indexed query and a JSON answer, without the ~2 ms of Next's route pipeline per request
// (docs/decisions/009-site-search.md). The route handlers give the same answer under `next dev`.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { send } from '@/lib/nodeAnswers'
import { requestUrl } from '@/security/requestUrl'

import { answerSearchCall, searchCall } from './api'
import type { SqlRunner } from '@/database/sql'

/** Answers the request when it is a search call (the answer, under way); otherwise null and leaves it alone. */
export function answerSearchRequest(req: IncomingMessage, res: ServerResponse, db: SqlRunner): Promise<void> | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = requestUrl(req.url)
  const call = url && searchCall(url.pathname)
  if (!url || !call) return null
  return answerSearchCall(db, call.locale, call.suggest, url.searchParams).then(
    (response) => send(res, response),
    () => void res.writeHead(503).end(),
  )
}
