// The paths the production server answers before Next with a route's own handler
// (docs/decisions/061-front-door-table.md): each entry names the route files that call the
// same `(Request) → Response` handler, so the two cannot drift apart, and a test runs every entry
// and its route on the same requests and compares the answers (tests/int/edgeTwins.int.test.ts).
// What the server saves is Next's route pipeline, about 2 ms of CPU a request, which put these
// calls' p95 at 20 connections over their budgets on a two-core host.
import type { IncomingMessage } from 'node:http'

import { answerStatusCheck } from '@/admissions/server/statusCheck'
import type { LookupReader } from '@/admissions/server/lookupReader'
import type { SqlRunner } from '@/database/sql'
import { answerSignUp, signUpLocale, wantsPage } from '@/newsletter/signupHttp'
import { answerSearchRequest, searchCall } from '@/search/server/api'
import { requestUrl } from '@/security/requestUrl'

export type Twin = {
  /** What it answers, as logs and the decision record name it. */
  name: string
  /** The route files whose handler is the same one. */
  routes: string[]
  /** Whether the request is this entry's; every other request goes on. */
  takes: (req: IncomingMessage) => boolean
  /** The most bytes a body may have; a longer one is read as no body, and the connection is closed after the answer. */
  bodyLimit?: number
  answer: (request: Request) => Promise<Response>
}

const pathOf = (req: IncomingMessage) => req.url?.split('?')[0] ?? ''
const contentType = (req: IncomingMessage) => req.headers['content-type']?.toLowerCase() ?? ''

export const twins = ({ reader, db }: { reader: Pick<LookupReader, 'find' | 'checklist' | 'payment'>; db: SqlRunner }): Twin[] => [
  {
    name: 'status check',
    routes: ['src/app/api/console/route.ts'],
    // JSON and plain form posts; a multipart one (rare, and longer) is the route's.
    takes: (req) =>
      req.method === 'POST' &&
      pathOf(req) === '/api/console' &&
      (contentType(req).includes('application/json') || contentType(req).includes('application/x-www-form-urlencoded')),
    // Two short fields; anything longer is not a status check.
    bodyLimit: 4096,
    answer: answerStatusCheck(reader),
  },
  {
    name: 'search calls',
    routes: ['src/app/(site)/[locale]/api/search/route.ts', 'src/app/(site)/[locale]/api/search/suggest/route.ts'],
    takes: (req) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const url = requestUrl(req.url)
      return Boolean(url && searchCall(url.pathname))
    },
    answer: answerSearchRequest(db),
  },
  {
    name: 'newsletter sign-ups',
    routes: ['src/app/(site)/[locale]/api/subscribe/route.ts'],
    // A form posted without JavaScript gets a page back: Next's.
    takes: (req) => req.method === 'POST' && !wantsPage(req.headers.accept) && signUpLocale(pathOf(req)) !== null,
    // One e-mail field, whatever the encoding.
    bodyLimit: 8192,
    answer: answerSignUp(db),
  },
]
