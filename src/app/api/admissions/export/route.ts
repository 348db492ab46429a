import { parse } from 'qs-esm'
import type { Where } from 'payload'

import { csvHeader, csvRow } from '@/admissions/csv'
import { errors, NO_STORE } from '@/admissions/http'
import { admissionsStaff } from '@/admissions/staff'
import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

const SEARCHED = ['applicationNumber', 'lastName', 'firstName', 'passportNumber', 'email']

/** GET /api/admissions/export?where…&search… — the applications list as the back office shows it, as CSV. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const staff = await admissionsStaff(payload, request.headers)
  if (!staff.ok) return staff.response
  const query = parse(new URL(request.url).search.slice(1), { depth: 10, arrayLimit: 100 }) as { where?: Where; search?: string; sort?: string }
  const conditions: Where[] = []
  if (query.where && typeof query.where === 'object') conditions.push(query.where)
  if (query.search?.trim()) conditions.push({ or: SEARCHED.map((field) => ({ [field]: { like: query.search!.trim() } })) })
  const where: Where = conditions.length ? { and: conditions } : {}
  const pageOf = (page: number) =>
    payload.find({ collection: 'applications', where, sort: query.sort || '-createdAt', depth: 1, limit: 200, page, user: staff.user, overrideAccess: false })
  let first: Awaited<ReturnType<typeof pageOf>>
  try {
    first = await pageOf(1)
  } catch {
    return errors(400, [{ message: 'These filters cannot be exported; clear them and try again.' }])
  }
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvHeader()))
      for (let result = first; ; result = await pageOf(result.page! + 1)) {
        for (const row of result.docs) controller.enqueue(encoder.encode(csvRow(row)))
        if (!result.hasNextPage) break
      }
      controller.close()
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(stream, {
    headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="applications-${date}.csv"` },
  })
}
