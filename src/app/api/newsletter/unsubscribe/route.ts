import { getPayloadClient } from '@/data/payload'
import { localizePath } from '@/i18n/locales'
import { localeFrom, translator } from '@/i18n/translator'
import { errors, json } from '@/lib/apiAnswers'
import { unsubscribe } from '@/newsletter/subscribe'
import { readToken } from '@/newsletter/tokens'

export const dynamic = 'force-dynamic'

/**
 * POST /api/newsletter/unsubscribe?token=… — one-click unsubscribe (RFC 8058): the address in
 * every issue's List-Unsubscribe header, and the button on the unsubscribe page. No sign-in: the
 * signed token is the permission. A GET never unsubscribes (link scanners follow links).
 */
export async function POST(request: Request) {
  const url = new URL(request.url)
  const email = readToken(url.searchParams.get('token'), 'unsubscribe')
  const locale = localeFrom(url.searchParams.get('locale')) ?? 'en'
  const page = `${localizePath(locale, '/newsletter/unsubscribe')}?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`
  const fromPage = (request.headers.get('accept') ?? '').includes('text/html')
  const backToPage = () => new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } })
  if (!email) return fromPage ? backToPage() : errors(400, [{ message: translator(locale, 'newsletter')('invalidLinkText') }])
  await unsubscribe(await getPayloadClient(), email)
  return fromPage ? backToPage() : json(200, { data: { unsubscribed: true } })
}
