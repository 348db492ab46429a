import { draftMode } from 'next/headers'

import { isStaffSession } from '@/data/preview'
import { splitLocale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localTarget } from '@/security/safeRedirect'

/** Neither the answer nor the page it leads to may be kept by a browser, nginx or Next. */
const NO_STORE = { 'Cache-Control': 'private, no-store' }

const refuse = (status: number, text: string) => new Response(text, { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * Turns on preview of unpublished changes for a signed-in staff member, then opens the page: the
 * admin's Preview button and its live preview frame (src/lib/preview.ts). Nobody else gets the
 * draft-mode cookie.
 */
export async function GET(request: Request) {
  const asked = new URL(request.url).searchParams.get('path')
  const t = translator(splitLocale(asked?.split(/[?#]/, 1)[0] ?? '/').locale, 'preview')
  const path = localTarget(asked)
  if (!path) return refuse(400, t('pathRequired'))
  if (!(await isStaffSession(request.headers))) return refuse(401, t('signIn'))
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { ...NO_STORE, Location: path } })
}
