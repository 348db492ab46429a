import { describeRequest, lookUpRequest } from '@/admissions/server/documentRequests'
import { readLookupForm } from '@/admissions/server/lookup'
import { getPayloadClient } from '@/data/payload'
import { json } from '@/lib/apiAnswers'

export const dynamic = 'force-dynamic'

/**
 * POST /api/replace-document — the document a request link names, its reason and the rules for
 * the new file, for the link's token with the application number and date of birth
 * (docs/admissions-api.md). Counted with the status checks.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const found = await lookUpRequest(payload, await readLookupForm(request), request.headers)
  return found.ok ? json(200, { data: describeRequest(found) }) : found.response
}
