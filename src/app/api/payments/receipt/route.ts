import { getPayloadClient } from '@/data/payload'
import { answerReceipt } from '@/payments/server/receipt'

export const dynamic = 'force-dynamic'

/** POST /api/payments/receipt — a payment's receipt as a PDF, for the applicant who paid it (a plain form post works). */
export async function POST(request: Request) {
  return answerReceipt(request, await getPayloadClient())
}
