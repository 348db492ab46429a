import { answerContact } from '@/contact/server/http'

export const dynamic = 'force-dynamic'

/** POST /api/contact — the contact form (src/contact/server/http.ts). */
export function POST(request: Request) {
  return answerContact(request)
}
