// Reads a multipart application while it streams in: text fields into memory (small and
// capped), each file straight to a temporary file on disk. Limits are enforced as bytes
// arrive: a body over the total limit is cut off at once, a file over 3 MB (3 × 1024 × 1024
// bytes) stops being written. Nothing is ever buffered whole.
import Busboy from 'busboy'
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { DOCUMENT_RULES, MAX_BODY_BYTES, MAX_FILE_BYTES, MAX_FILES, type DocumentKind } from '@/admissions/shared/documents'
import { removeQuietly } from './storage'
import type { FieldProblem } from './checkFields'

export type ReceivedFile<K extends string = DocumentKind> = { kind: K; originalName: string; tempPath: string; size: number }
export type Received<K extends string = DocumentKind> = {
  fields: Record<string, string>
  files: ReceivedFile<K>[]
  problems: FieldProblem[]
  oversize: string[]
}

/**
 * `maxBodyBytes`: a whole application by default; less for a call that takes one file.
 * `files`: the file fields taken and how many files each (an application's documents by default),
 * each file up to `maxFileBytes`.
 */
type Limits<K extends string> = { maxBodyBytes?: number; maxFileBytes?: number; files?: Record<K, number> }

const APPLICATION_FILES = Object.fromEntries(Object.entries(DOCUMENT_RULES).map(([kind, rule]) => [kind, rule.maxFiles])) as Record<DocumentKind, number>

/** The request cannot be read as an application at all. */
export class UnreadableBody extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly reason: 'malformed' | 'bodyTooLarge',
  ) {
    super(reason)
  }
}

class ByteLimit extends Transform {
  private seen = 0
  constructor(private readonly limit: number) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length
    if (this.seen > this.limit) return done(new UnreadableBody(413, 'bodyTooLarge'))
    done(null, chunk)
  }
}

/** Keeps a file's original name for staff, never for storage: no paths, no control characters. */
const cleanName = (name: string) =>
  path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'document'

export async function receiveMultipart<K extends string = DocumentKind>(request: Request, tempDir: string, limits: Limits<K> = {}): Promise<Received<K>> {
  const { maxBodyBytes = MAX_BODY_BYTES, maxFileBytes = MAX_FILE_BYTES } = limits
  const taken = (limits.files ?? APPLICATION_FILES) as Record<string, number>
  const isTaken = (name: string): name is K => Object.hasOwn(taken, name)
  const fileCount = Object.values(taken).reduce((sum, max) => sum + max, 0)
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) throw new UnreadableBody(400, 'malformed')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBodyBytes) throw new UnreadableBody(413, 'bodyTooLarge')

  const fields: Record<string, string> = {}
  const files: ReceivedFile<K>[] = []
  const problems: FieldProblem[] = []
  const oversize: string[] = []
  const counts = new Map<string, number>()
  const writes: Promise<void>[] = []

  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // Busboy reports the limit once a file reaches it, so a file of exactly the limit would count
      // as over it: the limit is one byte more, and a file is over only when it holds that byte.
      limits: { fileSize: maxFileBytes + 1, files: Math.max(fileCount, MAX_FILES) + 5, fields: 100, fieldSize: 8 * 1024, parts: 150 },
      defParamCharset: 'utf8',
    })
  } catch {
    throw new UnreadableBody(400, 'malformed')
  }

  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value
  })

  parser.on('file', (name, stream, info) => {
    const count = (counts.get(name) ?? 0) + 1
    counts.set(name, count)
    if (!isTaken(name)) {
      if (count === 1) problems.push({ field: name, key: 'unknownField' })
      stream.resume()
      return
    }
    const max = taken[name]!
    if (count > max) {
      if (count === max + 1) problems.push({ field: name, key: 'tooManyFiles', params: { max } })
      stream.resume()
      return
    }
    const tempPath = path.join(tempDir, randomUUID())
    const file: ReceivedFile<K> = { kind: name, originalName: cleanName(info.filename ?? ''), tempPath, size: 0 }
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.length
    })
    stream.on('limit', () => {
      if (!oversize.includes(name)) oversize.push(name)
    })
    files.push(file)
    writes.push(pipeline(stream, createWriteStream(tempPath, { mode: 0o600 })))
  })

  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), new ByteLimit(maxBodyBytes), parser)
    await Promise.all(writes)
  } catch (error) {
    await Promise.allSettled(writes)
    await Promise.all(files.map((file) => removeQuietly(file.tempPath)))
    if (error instanceof UnreadableBody) throw error
    throw new UnreadableBody(400, 'malformed')
  }
  // An empty file input still sends a part, with no name and no bytes; an empty file is no document either.
  const empty = files.filter((file) => file.size === 0)
  await Promise.all(empty.map((file) => removeQuietly(file.tempPath)))
  return { fields, files: files.filter((file) => !empty.includes(file)), problems, oversize }
}
