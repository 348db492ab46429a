import { localeFrom } from '@/admissions/i18n'
import { degreeChoices, directionChoices, formChoices, type Choice } from '@/data/catalogue'

/** The form's lists: GET /{en|ru|oz}/api/select/{program|study|facultet} (docs/admissions-api.md). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; kind: string }> }) {
  const { locale: code, kind } = await params
  const locale = localeFrom(code)
  if (!locale || !['program', 'study', 'facultet'].includes(kind)) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
  const query = new URL(request.url).searchParams
  const id = (name: string) => (/^\d{1,9}$/.test(query.get(name) ?? '') ? Number(query.get(name)) : undefined)
  const degree = id('program')
  const form = id('study')
  let data: Choice[] = []
  if (kind === 'program') data = await degreeChoices(locale)
  else if (kind === 'study' && degree) data = await formChoices(locale, degree)
  else if (kind === 'facultet' && degree && form) data = await directionChoices(locale, degree, form)
  return Response.json({ data }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
