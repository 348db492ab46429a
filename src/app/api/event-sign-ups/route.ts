import { answerSignUp } from '@/events/server/signUpHttp'

export const dynamic = 'force-dynamic'

/** POST /api/event-sign-ups — an event's sign-up form (src/events/server/signUpHttp.ts). */
export function POST(request: Request) {
  return answerSignUp(request)
}
