import { answerClick } from '@/payments/click/shopHttp'

export const dynamic = 'force-dynamic'

/** POST /api/payments/click/prepare — Click's Prepare, action 0 (src/payments/click/shop.ts). */
export function POST(request: Request) {
  return answerClick('prepare', request)
}
