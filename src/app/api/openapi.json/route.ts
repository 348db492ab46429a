import { openApiDocument } from '@/compat/openapi'
import { PUBLIC_CACHE } from '@/compat/headers'

export const dynamic = 'force-dynamic'

let document: ReturnType<typeof openApiDocument> | undefined

/** GET /api/openapi.json — the public JSON API, described from the schemas its handlers use. */
export function GET() {
  document ??= openApiDocument()
  return Response.json(document, { headers: { 'Cache-Control': PUBLIC_CACHE, 'Access-Control-Allow-Origin': '*' } })
}
