import { sharedLookupReader } from '@/admissions/server/lookupReader'
import { answerStatusCheck } from '@/admissions/server/statusCheck'
import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/console — an application's status and its documents' checklist, for its number
 * and the applicant's date of birth. In production the server answers this address before Next
 * with the same handler (src/edge/twins.ts); this route gives the answers under `next dev` and a
 * plain `next start`.
 */
export async function POST(request: Request) {
  // Payload started: the database migrated.
  await getPayloadClient()
  return answerStatusCheck(sharedLookupReader())(request)
}
