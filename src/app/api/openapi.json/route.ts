import { openApiDocument } from '@/compat/openapi'
import { PUBLIC_CACHE } from '@/compat/headers'

export const dynamic = 'force-dynamic'

/** GET /api/openapi.json — the public JSON API, described from the schemas its handlers use. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': PUBLIC_CACHE, 'Access-Control-Allow-Origin': '*' } })
}
