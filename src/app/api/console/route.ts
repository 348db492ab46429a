import { checklistForLookup, findForLookup, readLookupForm } from '@/admissions/server/lookup'
import { statusCheck } from '@/admissions/server/statusCheck'
import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/console — an application's status and its documents' checklist, for its number
 * and the applicant's date of birth. In production src/server.ts answers this address before
 * Next does; this handler gives the same answers under `next dev` and a plain `next start`.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  return statusCheck(
    await readLookupForm(request),
    request.headers,
    (number, birthDate) => findForLookup(payload, number, birthDate),
    (applicationId) => checklistForLookup(payload, applicationId),
  )
}
