// The body of a small request read whole by the production server's fast paths (src/server.ts),
// up to a limit: past it, or when the client hangs up, there is no body to act on.
import type { IncomingMessage } from 'node:http'

export type RawBody = { bytes?: Buffer; tooLarge?: boolean }

export function readSmallBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      // Answer at once rather than read on: the connection is closed after the answer.
      else resolve({ tooLarge: true })
    })
    req.on('error', () => resolve({}))
    // A client that hangs up mid-body: nothing to answer, nothing left waiting.
    req.on('close', () => {
      if (!req.complete) resolve({})
    })
    req.on('end', () => resolve({ bytes: Buffer.concat(chunks) }))
  })
}
