// Optimised images kept in memory by the production server (docs/decisions/037-optimised-images-in-memory.md).
//
// Next's image optimizer keeps what it makes only in its disk cache, and that cache is off
// whenever pages are not flushed to disk (`isrFlushToDisk: false`, decision 003) and no shared
// cache handler is configured: every /_next/image request then reads the original and encodes it
// again (AVIF: 100–500 ms of CPU per image on a two-core host). Pages wait for their banner
// image, so that cost was in every phone's LCP. The server now keeps each optimised answer, as
// Next sent it, for as long as its Cache-Control allows, within a byte budget; a change to any
// media file drops them all, on every instance.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { onRemoteChange } from './changes'
import { TAGS } from './tags'
import { processWide } from '@/lib/processWide'

const IMAGE_PATH = '/_next/image?'
/** Headers that describe one connection or one send, never the image. */
const NOT_KEPT = new Set(['connection', 'content-length', 'date', 'keep-alive', 'set-cookie', 'transfer-encoding', 'x-nextjs-cache'])
/** Browsers send one Accept for images; a longer one is not worth a key of its own. */
const MAX_ACCEPT_LENGTH = 256

export type KeptImage = { body: Buffer; headers: OutgoingHttpHeaders; etag: string; until: number }

/** Seconds a shared cache may keep the answer (`public` with a max-age), else 0. */
export function keepSeconds(cacheControl: unknown): number {
  const value = String(cacheControl ?? '').toLowerCase()
  if (!/\bpublic\b/.test(value) || /\b(no-store|no-cache|private)\b/.test(value)) return 0
  const maxAge = /\bmax-age=(\d+)/.exec(value)
  return maxAge ? Number(maxAge[1]) : 0
}

/** Most recently used last, up to a byte budget; the key is the address and the browser's Accept (Next answers `Vary: Accept`). */
export class ImageMemo {
  private readonly entries = new Map<string, KeptImage>()
  private bytes = 0

  constructor(
    private readonly budgetBytes = 64 * 1024 * 1024,
    private readonly now = () => Date.now(),
  ) {}

  get size() {
    return this.entries.size
  }

  /** The key of an image request this memo may answer, or undefined. */
  keyOf(req: IncomingMessage): string | undefined {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(IMAGE_PATH)) return undefined
    const accept = String(req.headers.accept ?? '')
    if (accept.length > MAX_ACCEPT_LENGTH) return undefined
    return `${req.url}\n${accept}`
  }

  get(key: string): KeptImage | undefined {
    const kept = this.entries.get(key)
    if (!kept) return undefined
    this.entries.delete(key)
    if (kept.until <= this.now()) {
      this.bytes -= kept.body.length
      return undefined
    }
    this.entries.set(key, kept)
    return kept
  }

  set(key: string, image: Omit<KeptImage, 'until'>, seconds: number) {
    if (seconds <= 0 || image.body.length > this.budgetBytes / 8) return
    const old = this.entries.get(key)
    if (old) {
      this.entries.delete(key)
      this.bytes -= old.body.length
    }
    this.entries.set(key, { ...image, until: this.now() + seconds * 1000 })
    this.bytes += image.body.length
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break
      this.entries.delete(oldest)
      this.bytes -= entry.body.length
    }
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }
}

// One memo per process: the server and Next's bundle (where the media hooks run) each load this module.
const shared = processWide('cache.optimisedImages', () => new ImageMemo())

/** A media file changed or was deleted (here or, through Redis, on another instance): no optimised copy may outlive it. */
export function forgetImages(memo: ImageMemo = shared) {
  memo.clear()
}

onRemoteChange('optimised-images', (tags) => {
  if (tags.includes(TAGS.media)) forgetImages()
})

const etagMatches = (req: IncomingMessage, etag: string) =>
  String(req.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag)

/**
 * Answers an optimised image from memory (true), or lets Next make it and keeps Next's answer
 * when it is a 200 a shared cache may keep (false: pass the request on to Next).
 */
export function answerKeptImage(req: IncomingMessage, res: ServerResponse, memo: ImageMemo = shared): boolean {
  const key = memo.keyOf(req)
  if (!key) return false
  const kept = memo.get(key)
  if (kept) {
    for (const [name, value] of Object.entries(kept.headers)) if (value !== undefined) res.setHeader(name, value)
    res.setHeader('X-Nextjs-Cache', 'HIT')
    if (kept.etag && etagMatches(req, kept.etag)) {
      res.statusCode = 304
      res.removeHeader('content-type')
      res.end()
      return true
    }
    res.statusCode = 200
    res.setHeader('Content-Length', kept.body.length)
    res.end(req.method === 'HEAD' ? undefined : kept.body)
    return true
  }
  if (req.method === 'GET') keepWhatNextSends(res, key, memo)
  return false
}

/** Watches the answer leave (it passes unchanged) and keeps a copy of it when it may be kept. */
function keepWhatNextSends(res: ServerResponse, key: string, memo: ImageMemo) {
  const original = { write: res.write, end: res.end }
  const chunks: Buffer[] = []
  const copy = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8')
          : Buffer.from(chunk as Uint8Array),
    )
  }
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1])
    return (original.write as (...args: unknown[]) => boolean).apply(this, args)
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    Object.assign(this, original)
    copy(args[0], args[1])
    const seconds = this.statusCode === 200 ? keepSeconds(this.getHeader('cache-control')) : 0
    if (seconds > 0) {
      const headers: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(this.getHeaders())) if (!NOT_KEPT.has(name)) headers[name] = value
      memo.set(key, { body: Buffer.concat(chunks), headers, etag: String(this.getHeader('etag') ?? '') }, seconds)
    }
    return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['end']
}
