// Finding one's own application: number AND date of birth, asked of the database together. An
// unknown number and a wrong date are the same miss (one statement, no row, no comparison after
// it), so neither the answer nor the work behind it tells whether a number exists.
import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/env'
import { hasControlCharacters } from '@/lib/controlCharacters'
import type { Locale } from '@/i18n/locales'
import type { Application } from '@/payload-types'
import type { Payments } from '@/payments/server/settings'
import type { InvoiceRows } from '@/payments/shared/invoiceView'
import { isCrossSite } from '@/security/crossSite'

import { crossSiteRefused, errors, failure, identityLimited, notAdmitted } from '@/lib/apiAnswers'
import { requestLocale } from '@/i18n/translator'
import { normalizeApplicationNumber } from './applicationNumber'
import { admitAddress, overLimitFor } from '@/security/rateLimit'
import { drizzleOf } from '@/database/drizzle'
import { describeProblems } from './answers'

/** The shared rule for typed text (decision 042): a control character is refused before any other check. */
const typed = () => z.string({ error: 'required' }).refine((value) => !hasControlCharacters(value.trim()), { error: 'controlCharacters', abort: true })

const body = z.object({
  application_number: typed().transform((value, ctx) => {
    const normalized = normalizeApplicationNumber(value)
    if (!normalized) ctx.addIssue({ code: 'custom', message: value.trim() ? 'notFound' : 'required' })
    return normalized ?? ''
  }),
  birth_date: typed()
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
/** Reads the one row with this (normalized) application number and date of birth, if any. */
export type FindForLookup = (applicationNumber: string, birthDate: string) => Promise<LookupRow | undefined>

/**
 * The one row a lookup needs, straight from the table: the status check is the hottest
 * public call, and Payload's find (hooks, field traversal) would triple its cost. Read-only,
 * the same for SQLite and PostgreSQL.
 */
export async function findForLookup(payload: Payload, applicationNumber: string, birthDate: string): Promise<LookupRow | undefined> {
  const db = drizzleOf(payload)
  const table = db.tables.applications
  const rows = await db.drizzle
    .select<LookupRow>({ id: table.id, applicationNumber: table.applicationNumber, status: table.status, birthDate: table.birthDate })
    .from(table)
    // Only whole applications (Applications.complete) out of the trash: a submission cut short, or
    // one deleted and waiting in the trash, is never found.
    .where(
      and(
        eq(table.applicationNumber as never, applicationNumber),
        eq(table.birthDate as never, birthDate),
        eq(table.complete as never, true),
        isNull(table.deletedAt as never),
      ),
    )
    .limit(1)
  return rows[0]
}

/** An application's documents as its checklist needs them (shared/documentStates.ts). */
export type ChecklistRow = { id: number; kind: string; state: string | null; reason: string | null }
/** Reads the document rows of an application found by a lookup. */
export type FindChecklist = (applicationId: number) => Promise<ChecklistRow[]>

/** An approved applicant's invoice as the status page shows it, and the providers that are on; undefined when it has no invoice. */
export type PaymentRows = InvoiceRows & { providers: Pick<Payments, 'payme' | 'click'> }
export type FindPayment = (applicationId: number) => Promise<PaymentRows | undefined>

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

export type Lookup = { ok: true; application: LookupRow; locale: Locale } | { ok: false; response: Response; locale: Locale }

/** Reads {application_number, birth_date, locale}, applies the rate limits, finds the application. */
export async function lookUp(request: Request, payload: Payload): Promise<Lookup> {
  return lookUpIn(await readLookupForm(request), request.headers, (number, birthDate) => findForLookup(payload, number, birthDate))
}

/** The lookup itself, for a body already read and any way of reading the row. */
export async function lookUpIn(input: unknown, headers: Headers, find: FindForLookup): Promise<Lookup> {
  const raw = asLookupBody(input)
  const locale = requestLocale(raw?.locale, headers)
  if (isCrossSite(headers, env.SITE_URL)) return { ok: false, locale, response: crossSiteRefused(locale) }
  const refused = notAdmitted(await admitAddress('lookup', headers), locale)
  if (refused) return { ok: false, locale, response: refused }
  if (!raw) return { ok: false, locale, response: failure(400, locale, 'malformed') }
  const parsed = body.safeParse(raw)
  if (!parsed.success) {
    // A number that cannot exist gets the same answer as one that does not.
    if (parsed.error.issues.some((issue) => issue.message === 'notFound')) return { ok: false, locale, response: failure(404, locale, 'notFound') }
    const problems = parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), key: issue.message as 'required' | 'date' | 'controlCharacters' }))
    return { ok: false, locale, response: errors(422, describeProblems(problems, locale)) }
  }
  // One number's dates of birth cannot be guessed from many addresses either.
  const overNumber = await overLimitFor('lookupNumber', parsed.data.application_number)
  if (overNumber) return { ok: false, locale, response: identityLimited(locale, 'lookup', overNumber) }
  let application: LookupRow | undefined
  try {
    application = await find(parsed.data.application_number, parsed.data.birth_date)
  } catch (error) {
    // The database is out of reach: say so in the applicant's language, log the cause.
    console.error('Application lookup failed:', error)
    return { ok: false, locale, response: failure(503, locale, 'serviceUnavailable', { 'Retry-After': '30' }) }
  }
  if (!application) return { ok: false, locale, response: failure(404, locale, 'notFound') }
  return { ok: true, application, locale }
}
