import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/** For load balancers and the test runner: 200 once the app and its database answer. */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'pages', overrideAccess: true })
    return Response.json({ status: 'ok' }, { headers })
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } })
  }
}
