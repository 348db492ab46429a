import { approvedContract } from '@/admissions/server/contractResponse'
import { json } from '@/lib/apiAnswers'
import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/** POST /api/contract — the filled contract of an approved application, to show and print. */
export async function POST(request: Request) {
  const result = await approvedContract(request, await getPayloadClient())
  if (!result.ok) return result.response
  return json(200, { data: result.contract })
}
