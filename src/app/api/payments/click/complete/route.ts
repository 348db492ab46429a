import { answerClick } from '@/payments/click/shopHttp'

export const dynamic = 'force-dynamic'

/** POST /api/payments/click/complete — Click's Complete, action 1 (src/payments/click/shop.ts). */
export function POST(request: Request) {
  return answerClick('complete', request)
}
