// What the production server answers before Next, in the order it asks (docs/decisions/061-front-door-table.md).
// Each step answers the request and returns true, or leaves it alone and returns false; the
// first to answer ends the search, and what no step answers is Next's. Steps marked `afterStart`
// wait until Payload has started and migrated the database: until then Next answers, and waits
// for Payload itself.
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { LookupReader } from '@/admissions/server/lookupReader'
import { answerKeptImage } from '@/cache/imageMemo'
import type { ReadConnection } from '@/database/connections'
import type { redirectTable } from '@/redirects/table'

import { routeHome } from './home'
import { answerKeptCall } from './keptApiCalls'
import { answerSearchPage, isKeptSearchPage } from './keptSearchPages'
import { answerPlainly } from './plainAnswers'
import { readSmallBody, send, webRequest } from './respond'
import { type Twin, twins } from './twins'

type Answered = boolean | Promise<boolean>

export type Step = { name: string; afterStart: boolean; answer: (req: IncomingMessage, res: ServerResponse) => Answered }

type Parts = {
  /** Next's request handler. */
  next: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>
  reader: Pick<LookupReader, 'find' | 'checklist' | 'payment'>
  db: ReadConnection
  redirects: ReturnType<typeof redirectTable>
  /** This server's own address, for the requests it makes to itself (a search page's shell). */
  origin: string
}

/** A route's own handler, given the request as the route would get it and its answer written back. */
export async function answerTwin(twin: Twin, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = twin.bodyLimit === undefined ? undefined : await readSmallBody(req, twin.bodyLimit)
  let response: Response
  try {
    response = await twin.answer(webRequest(req, body))
  } catch (error) {
    console.error(`${req.method} ${twin.name} failed before Next:`, error)
    return answerPlainly(req, res, 503, 'unavailable')
  }
  await send(res, response, body?.tooLarge ? { connection: 'close' } : {})
}

/** A twin as a step: taken once Payload has started. */
export const twinStep = (twin: Twin): Step => ({
  name: twin.name,
  afterStart: true,
  answer: (req, res) => twin.takes(req) && answerTwin(twin, req, res).then(() => true),
})

export const stepsBeforeNext = ({ next, reader, db, redirects, origin }: Parts): Step[] => [
  // Another language is a redirect to its home; English goes on to Next as /en, past the proxy.
  { name: 'the language of /', afterStart: false, answer: routeHome },
  { name: 'kept optimised images', afterStart: false, answer: answerKeptImage },
  {
    name: 'old addresses',
    afterStart: true,
    answer: (req, res) =>
      redirects.answer(req, res).catch((error: Error) => {
        console.error('Redirect lookup failed:', error.message)
        return false
      }),
  },
  { name: 'kept API answers', afterStart: true, answer: answerKeptCall },
  ...twins({ reader, db }).map(twinStep),
  {
    name: 'kept search pages',
    afterStart: true,
    answer: (req, res) => isKeptSearchPage(req) && answerSearchPage(req, res, () => next(req, res), { db, origin }).then(() => true),
  },
]

/** Runs the steps in order; true when one answered. */
export async function answeredBeforeNext(steps: Step[], started: boolean, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  for (const step of steps) {
    if (step.afterStart && !started) continue
    const answered = step.answer(req, res)
    if (answered === true || (answered !== false && (await answered))) return true
  }
  return false
}
