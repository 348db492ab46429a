import { answerPayme } from '@/payments/payme/http'

export const dynamic = 'force-dynamic'

/** POST /api/payments/payme — Payme's Merchant API calls (src/payments/payme/http.ts). */
export function POST(request: Request) {
  return answerPayme(request)
}

// Payme only posts; any other method is answered in its protocol (−32300), not with Next's 405.
export { POST as GET, POST as PUT, POST as PATCH, POST as DELETE }
