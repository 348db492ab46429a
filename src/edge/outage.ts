// A failure while the database cannot be reached is a 503 with Retry-After instead of a 500, so
// proxies, monitors and people know to come back (docs/decisions/012-errors-and-page-scripts.md).
// So is a signed-in request refused then: Payload takes a session it cannot look up for none.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { databaseAnswersNow } from '@/database/connections'

import { answerPlainly } from './plainAnswers'

/** Asks whether the database answers (src/database/connections.ts); one "away" serves two seconds. */
export function databaseProbe(ask = databaseAnswersNow): () => Promise<boolean> {
  // A probe in flight is shared; "away" is trusted for 2 s, so an outage is not asked about per
  // request; "answers" is never reused: the database may have gone since, and a 500 must not pass
  // as the application's own error on the strength of an earlier answer.
  let last: { at: number; answer: Promise<boolean>; away?: boolean } | undefined
  return () => {
    if (last && (last.away === undefined || (last.away && Date.now() - last.at <= 2_000))) return last.answer
    const probe: { at: number; answer: Promise<boolean>; away?: boolean } = { at: Date.now(), answer: ask() }
    last = probe
    probe.answer.then(
      (answers) => (probe.away = !answers),
      () => (probe.away = true),
    )
    return probe.answer
  }
}

type Held = { status: number; head: unknown[]; chunks: unknown[][]; ended: Promise<void> }
type Callback = (error?: Error | null) => void
const lastCallback = (args: unknown[]) => (typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined)

/** A staff session: Payload's cookie or an Authorization header. */
const signedIn = (req: IncomingMessage) => Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')

/**
 * Holds back any 5xx answer this response is about to give (a 503 that already says when to
 * come back is left alone), and a 401 or 403 to a signed-in request, until the database has been
 * asked: unreachable, the answer becomes our 503 with Retry-After; reachable, the original
 * answer goes out unchanged.
 */
export function mapServerErrors(req: IncomingMessage, res: ServerResponse, databaseAnswers: () => Promise<boolean>): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let held: Held | undefined
  let finish: () => void = () => {}

  const saysWhen = (head: unknown[]) =>
    res.hasHeader('retry-after') ||
    head.some((part) => typeof part === 'object' && part !== null && Object.keys(part).some((key) => key.toLowerCase() === 'retry-after'))
  const shouldHold = (status: number, head: unknown[] = []) =>
    (status >= 500 && !(status === 503 && saysWhen(head))) || ((status === 401 || status === 403) && signedIn(req))
  const hold = (status: number, head: unknown[]) => {
    held = { status, head, chunks: [], ended: new Promise<void>((resolve) => (finish = resolve)) }
    void settle(held)
  }
  // A write or end before any writeHead makes Node write the head from statusCode: decide first.
  const holdImplicit = () => {
    if (!held && !res.headersSent && shouldHold(res.statusCode)) hold(res.statusCode, [])
  }

  res.writeHead = function (this: ServerResponse, status: number, ...head: unknown[]) {
    if (held) return this
    if (!shouldHold(status, head)) return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...head)
    hold(status, head)
    return this
  } as ServerResponse['writeHead']

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    holdImplicit()
    if (!held) return (original.write as (...args: unknown[]) => boolean).apply(this, args)
    const callback = lastCallback(args)
    held.chunks.push(args)
    callback?.()
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    holdImplicit()
    if (!held) return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args)
    const callback = lastCallback(args)
    if (args.length > 0 && args[0] !== undefined && typeof args[0] !== 'function') held.chunks.push(args)
    if (callback) res.once('finish', callback)
    finish()
    return this
  } as ServerResponse['end']

  async function settle(answer: Held) {
    const [reachable] = await Promise.all([databaseAnswers().catch(() => false), answer.ended])
    Object.assign(res, original)
    // Answered meanwhile by the request's deadline (src/edge/deadline.ts).
    if (res.headersSent) return
    if (!reachable) {
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      return answerPlainly(req, res, 503, 'unavailable')
    }
    ;(original.writeHead as (...args: unknown[]) => ServerResponse).call(res, answer.status, ...answer.head)
    for (const chunk of answer.chunks) (original.write as (...args: unknown[]) => boolean).apply(res, chunk)
    res.end()
  }
}
