import { getPayloadClient } from '@/data/payload'
import { errors, json, NO_STORE } from '@/lib/apiAnswers'
import { dayStatement, parseDay, statementCsv } from '@/payments/server/statement'
import { paymentsStaff } from '@/payments/server/staff'
import { campusToday } from '@/payments/shared/invoiceFilters'
import { isProvider } from '@/payments/shared/states'

export const dynamic = 'force-dynamic'

/** GET /api/payments/statement?provider=payme&day=2026-11-28[&format=csv] — one provider's transactions created that day (Tashkent). */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const staff = await paymentsStaff(payload, request.headers, 'bursar')
  if (!staff.ok) return staff.response
  const query = new URL(request.url).searchParams
  const provider = query.get('provider') ?? 'payme'
  if (!isProvider(provider)) return errors(400, [{ field: 'provider', message: 'The provider is payme, click or bank.' }])
  const day = query.has('day') ? parseDay(query.get('day')) : campusToday()
  if (!day) return errors(400, [{ field: 'day', message: 'The day is a date written YYYY-MM-DD.' }])
  const format = query.get('format') ?? 'json'
  if (format !== 'json' && format !== 'csv') return errors(400, [{ field: 'format', message: 'The format is json or csv.' }])
  const statement = await dayStatement(payload, provider, day)
  if (format === 'json') return json(200, statement)
  return new Response(statementCsv(statement), {
    headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="statement-${provider}-${day}.csv"` },
  })
}
