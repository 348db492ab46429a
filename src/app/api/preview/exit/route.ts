import { draftMode } from 'next/headers'

import { localTarget } from '@/security/safeRedirect'

/** Back to the published site. */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'private, no-store', Location: localTarget(path) ?? '/' } })
}
