// Finding one's own application: number AND date of birth. An unknown number and a
// wrong date take the same path and give the same answer, so neither tells anything.
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import { timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { Application } from '@/payload-types'
import { isCrossSite } from '@/security/crossSite'

import { crossSiteRefused, describeProblems, errors, failure, rateLimited } from '@/lib/apiAnswers'
import { requestLocale } from '@/i18n/translator'
import { normalizeApplicationNumber } from './applicationNumber'
import { overLimit } from '@/security/rateLimit'

const body = z.object({
  application_number: z.string({ error: 'required' }).transform((value, ctx) => {
    const normalized = normalizeApplicationNumber(value)
    if (!normalized) ctx.addIssue({ code: 'custom', message: value.trim() ? 'notFound' : 'required' })
    return normalized ?? ''
  }),
  birth_date: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' }),
  // Any value: requestLocale falls back to Accept-Language for one it does not know.
  locale: z.unknown().optional(),
})

type LookupBody = Record<string, unknown> | undefined

/** A body is a lookup only as a plain object: `[]`, `5` or `"x"` cannot be read as one. */
const asLookupBody = (value: unknown): LookupBody =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

/** The JSON or form body of a lookup; undefined when it cannot be read. */
export async function readLookupForm(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  try {
    if (type.includes('application/json')) return await request.json()
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data'))
      return Object.fromEntries([...(await request.formData()).entries()].filter(([, value]) => typeof value === 'string'))
  } catch {
    return undefined
  }
  return undefined
}

export type LookupRow = Pick<Application, 'id' | 'applicationNumber' | 'status' | 'birthDate'>
/** Reads the one row for a (normalized) application number. */
export type FindForLookup = (applicationNumber: string) => Promise<LookupRow | undefined>
type Drizzle = {
  select: (columns: Record<string, unknown>) => { from: (table: unknown) => { where: (condition: unknown) => { limit: (n: number) => Promise<LookupRow[]> } } }
}

/**
 * The one row a lookup needs, straight from the table: the status check is the hottest
 * public call, and Payload's find (hooks, field traversal) would triple its cost. Read-only,
 * the same for SQLite and PostgreSQL.
 */
export async function findForLookup(payload: Payload, applicationNumber: string): Promise<LookupRow | undefined> {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Record<string, unknown>> }
  const table = db.tables.applications
  const rows = await db.drizzle
    .select({ id: table.id, applicationNumber: table.applicationNumber, status: table.status, birthDate: table.birthDate })
    .from(table)
    // Only whole applications (Applications.complete): a submission cut short is never found.
    .where(and(eq(table.applicationNumber as never, applicationNumber), eq(table.complete as never, true)))
    .limit(1)
  return rows[0]
}

/** An application's documents as its checklist needs them (shared/documentStates.ts). */
export type ChecklistRow = { id: number; kind: string; state: string | null; reason: string | null }
/** Reads the document rows of an application found by a lookup. */
export type FindChecklist = (applicationId: number) => Promise<ChecklistRow[]>

/** The checklist's rows through Payload, for the route handler (the production server reads them itself, lookupReader.ts). */
export async function checklistForLookup(payload: Payload, applicationId: number): Promise<ChecklistRow[]> {
  const found = await payload.find({
    collection: 'application-files',
    where: { application: { equals: applicationId } },
    select: { kind: true, state: true, replacementReason: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({ id: doc.id, kind: doc.kind, state: doc.state ?? null, reason: doc.replacementReason ?? null }))
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a.padEnd(16).slice(0, 16))
  const right = Buffer.from(b.padEnd(16).slice(0, 16))
  return timingSafeEqual(left, right) && a.length === b.length
}

export type Lookup = { ok: true; application: LookupRow; locale: Locale } | { ok: false; response: Response; locale: Locale }

/** Reads {application_number, birth_date, locale}, applies the rate limit, finds the application. */
export async function lookUp(request: Request, payload: Payload): Promise<Lookup> {
  return lookUpIn(await readLookupForm(request), request.headers, (number) => findForLookup(payload, number))
}

/** The lookup itself, for a body already read and any way of reading the row. */
export async function lookUpIn(input: unknown, headers: Headers, find: FindForLookup): Promise<Lookup> {
  const raw = asLookupBody(input)
  const locale = requestLocale(raw?.locale, headers)
  if (isCrossSite(headers, env.SITE_URL)) return { ok: false, locale, response: crossSiteRefused(locale) }
  const retryAfter = await overLimit('lookup', headers)
  if (retryAfter) return { ok: false, locale, response: rateLimited(locale, retryAfter) }
  if (!raw) return { ok: false, locale, response: failure(400, locale, 'malformed') }
  const parsed = body.safeParse(raw)
  if (!parsed.success) {
    // A number that cannot exist gets the same answer as one that does not.
    if (parsed.error.issues.some((issue) => issue.message === 'notFound')) return { ok: false, locale, response: failure(404, locale, 'notFound') }
    const problems = parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), key: issue.message as 'required' | 'date' }))
    return { ok: false, locale, response: errors(422, describeProblems(problems, locale)) }
  }
  let application: LookupRow | undefined
  try {
    application = await find(parsed.data.application_number)
  } catch (error) {
    // The database is out of reach: say so in the applicant's language, log the cause.
    console.error('Application lookup failed:', error)
    return { ok: false, locale, response: failure(503, locale, 'serviceUnavailable', { 'Retry-After': '30' }) }
  }
  const matches = sameText(application?.birthDate ?? '0000-00-00', parsed.data.birth_date)
  if (!application || !matches) return { ok: false, locale, response: failure(404, locale, 'notFound') }
  return { ok: true, application, locale }
}
