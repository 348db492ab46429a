// The production server's last word on a request that goes unanswered (src/edge/server.ts): when no
// answer has begun after the deadline, the visitor gets our 503 with Retry-After and whatever the
// request produces later is dropped. The database's own timeouts (src/database/timeouts.ts) end
// most stalls sooner; this catches the rest (docs/decisions/040-database-deadlines.md).
import type { IncomingMessage, ServerResponse } from 'node:http'

import { answerPlainly } from './plainAnswers'

export type Deadlines = {
  /** Seconds an ordinary request may go without an answer; 0 turns the deadline off. */
  seconds: number
  /** Seconds for the slow ones: exports, PDFs and uploads. */
  slowSeconds: number
}

// Next's own build files and the image optimizer read no database of ours.
const NEXT_FILES = /^\/_next\//
// Exports and PDFs read and write a lot before their first byte.
const SLOW_PATH = /\/(?:export|pdf)(?:[/?.]|$)/

/** The seconds this request may take before its answer begins: 0 for none. */
export function deadlineOf(url: string | undefined, contentType: string | undefined, deadlines: Deadlines): number {
  const path = (url ?? '/').split('?')[0]
  if (NEXT_FILES.test(path)) return 0
  // Uploads (an application with its documents, media) store and convert files after receiving them.
  if (SLOW_PATH.test(path) || /^multipart\//i.test(contentType ?? '')) return deadlines.slowSeconds
  return deadlines.seconds
}

const swallowed = {
  writeHead(this: ServerResponse) {
    return this
  },
  write(...args: unknown[]) {
    const callback = args.findLast((arg) => typeof arg === 'function') as (() => void) | undefined
    callback?.()
    return true
  },
  end(this: ServerResponse, ...args: unknown[]) {
    const callback = args.findLast((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) queueMicrotask(callback)
    return this
  },
  setHeader(this: ServerResponse) {
    return this
  },
  appendHeader(this: ServerResponse) {
    return this
  },
  removeHeader() {},
  flushHeaders() {},
  writeEarlyHints() {},
  writeContinue() {},
}
type Swallowed = keyof typeof swallowed

/**
 * Answers 503 when this response has not begun after its deadline. While the request's body is
 * still arriving, the clock waits for it: a slow upload is the sender's pace, not a stall. Call
 * before anything else wraps the response, so that a late answer from any layer is dropped.
 */
export function answerWithin(req: IncomingMessage, res: ServerResponse, deadlines: Deadlines): void {
  const seconds = deadlineOf(req.url, req.headers['content-type'], deadlines)
  if (seconds <= 0) return
  let received = req.socket?.bytesRead ?? 0
  const expire = () => {
    if (res.headersSent || res.writableEnded) return
    const now = req.socket?.bytesRead ?? received
    if (!req.complete && now > received) {
      received = now
      timer = setTimeout(expire, seconds * 1000)
      return
    }
    giveUp()
  }
  let timer = setTimeout(expire, seconds * 1000)
  const stop = () => clearTimeout(timer)
  res.once('finish', stop)
  res.once('close', stop)

  // Gates beneath every later wrapper: each wrapper keeps these as its "original", so once the
  // deadline has answered, a late call from any layer ends here and goes nowhere.
  let late = false
  const own = {} as Record<Swallowed, (...args: unknown[]) => unknown>
  for (const name of Object.keys(swallowed) as Swallowed[]) {
    const underlying = res[name] as unknown as (...args: unknown[]) => unknown
    if (typeof underlying !== 'function') continue
    own[name] = underlying
    Object.assign(res, {
      [name](this: ServerResponse, ...args: unknown[]) {
        return (late ? (swallowed[name] as (...args: unknown[]) => unknown) : underlying).apply(this, args)
      },
    })
  }
  function giveUp() {
    console.error(`No answer within ${seconds} s, answered 503: ${req.method} ${(req.url ?? '/').split('?')[0]}`)
    // The wrappers above may hold parts of an answer: ours goes out beneath them.
    const above = Object.fromEntries(Object.keys(own).map((name) => [name, res[name as Swallowed]]))
    Object.assign(res, own)
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    answerPlainly(req, res, 503, 'unavailable')
    late = true
    Object.assign(res, above)
  }
}
