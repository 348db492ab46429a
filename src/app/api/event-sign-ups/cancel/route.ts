import { answerCancel } from '@/events/server/cancelHttp'

export const dynamic = 'force-dynamic'

/** POST /api/event-sign-ups/cancel — the cancellation page's button (src/events/server/cancelHttp.ts). */
export function POST(request: Request) {
  return answerCancel(request)
}
