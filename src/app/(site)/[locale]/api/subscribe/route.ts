import { getPayloadClient } from '@/data/payload'
import { answerSubscribe } from '@/newsletter/signupHttp'
import { sharedReadConnection } from '@/database/connections'

export const dynamic = 'force-dynamic'

/** POST /{en|ru|oz|uz}/api/subscribe — the footer box (the production server answers it before Next). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  // Payload started: the database migrated and this process's confirmation sender running.
  await getPayloadClient()
  return answerSubscribe(request, (await params).locale, sharedReadConnection())
}
