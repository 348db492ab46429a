import { localeFrom } from '@/admissions/i18n'
import { regionChoices } from '@/data/catalogue'

/** GET /{en|ru|oz}/api/regions — the form's list of regions. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = localeFrom((await params).locale)
  if (!locale) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
  return Response.json({ data: await regionChoices(locale) }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
