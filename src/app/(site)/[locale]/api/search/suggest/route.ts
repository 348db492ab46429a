import { answerSearchCall, searchCall } from '@/search/server/api'
import { sharedReadConnection } from '@/database/connections'

/** GET /{en|ru|oz|uz}/api/search/suggest?q= — titles for the search box's suggestions. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const call = searchCall(url.pathname)
  if (!call) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
  return answerSearchCall(sharedReadConnection(), call.locale, true, url.searchParams)
}
