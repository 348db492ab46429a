import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isSitePath } from '@/lib/preview'

/** Back to the published site. */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  redirect(isSitePath(path) ? path : '/')
}
