// A public form's fields as its route reads them: a plain or multipart form post (a browser
// without JavaScript) or JSON (the form's own script), the body read only up to a limit, so a
// larger one is refused before it is all in memory. The contact form and event sign-ups.

export class UnreadableForm extends Error {
  constructor(readonly reason: 'tooLarge' | 'malformed') {
    super(reason)
  }
}

/** The body, read only up to `limit` bytes; UnreadableForm(`tooLarge`) thrown past it. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new UnreadableForm('tooLarge')
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new UnreadableForm('tooLarge')
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The fields, or UnreadableForm thrown: too large, or not a form or a JSON object. */
export async function formFields(request: Request, limit: number): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  const body = await readBody(request, limit)
  try {
    if (type.includes('application/json')) {
      const value: unknown = JSON.parse(new TextDecoder().decode(body))
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UnreadableForm('malformed')
      return value as Record<string, unknown>
    }
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)))
    if (type.includes('multipart/form-data')) {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData()
      return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    }
  } catch (error) {
    if (error instanceof UnreadableForm) throw error
  }
  throw new UnreadableForm('malformed')
}

/** A browser's form post without JavaScript wants a page back, not JSON. */
export const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html')
