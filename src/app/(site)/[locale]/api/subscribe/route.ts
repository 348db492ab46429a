import { getPayloadClient } from '@/data/payload'
import { answerSignUp } from '@/newsletter/signupHttp'
import { sharedReadConnection } from '@/database/connections'

export const dynamic = 'force-dynamic'

/** POST /{en|ru|oz|uz}/api/subscribe — the footer box (the production server answers it before Next with the same handler). */
export async function POST(request: Request) {
  // Payload started: the database migrated and this process's confirmation sender running.
  await getPayloadClient()
  return answerSignUp(sharedReadConnection())(request)
}
