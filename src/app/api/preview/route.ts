import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { isSitePath } from '@/lib/preview'

/** Turns on preview of unpublished changes for a signed-in staff member, then opens the page. */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  if (!isSitePath(path)) return new Response('A page path is required.', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Sign in to the admin to preview unpublished changes.', { status: 401 })
  ;(await draftMode()).enable()
  redirect(path)
}
