// The status check's own read of the applications table, for the production server's fast
// path (src/edge/server.ts), which runs outside Payload: one parameterized SELECT of four columns, by
// number and date of birth, over a connection of its own (src/database/connections.ts), on the same
// database Payload uses, and, for an applicant recognised, one of their documents' states (the
// checklist). Read-only; the column names are Payload's (snake_case of the field names), held by
// the migrations and checked against Payload-written rows on both databases by
// tests/int/admissions.int.test.ts.
import { openReadConnection, type ReadConnection, type StatementObserver } from '@/database/connections'
import { sql } from '@/database/sql'
import { processWide } from '@/lib/processWide'
import { providersOf } from '@/payments/server/settings'

import type { ChecklistRow, FindChecklist, FindForLookup, FindPayment, LookupRow } from './lookup'

export type LookupReader = { find: FindForLookup; checklist: FindChecklist; payment: FindPayment; close: () => Promise<void> }

type RawRow = { id: unknown; application_number: unknown; status: unknown; birth_date: unknown }
type RawChecklistRow = { id: unknown; kind: unknown; state: unknown; replacement_reason: unknown }
type RawPayment = { provider: unknown; state: unknown; amount: unknown; receipt_number: unknown; performed_at: unknown }
type RawSettings = Record<
  | 'payme_merchant_id'
  | 'payme_key'
  | 'payme_checkout_url'
  | 'click_service_id'
  | 'click_merchant_id'
  | 'click_merchant_user_id'
  | 'click_secret_key'
  | 'click_pay_url',
  unknown
>

/** A moment as SQLite stores it (ISO text) or PostgreSQL returns it (a Date). */
const isoOf = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString())

const toChecklistRow = (raw: RawChecklistRow): ChecklistRow => ({
  id: Number(raw.id),
  kind: String(raw.kind),
  state: raw.state == null ? null : String(raw.state),
  reason: raw.replacement_reason == null ? null : String(raw.replacement_reason),
})

const toRow = (raw: RawRow | undefined): LookupRow | undefined =>
  raw && {
    id: Number(raw.id),
    applicationNumber: String(raw.application_number),
    status: String(raw.status) as LookupRow['status'],
    birthDate: String(raw.birth_date),
  }

/** The status check's reads on a connection. */
export const lookupReaderOn = (db: ReadConnection): LookupReader => ({
  // Number and date of birth together: an unknown number and a wrong date are the same statement
  // with no row. An application in the trash is not found, as if deleted.
  find: async (applicationNumber, birthDate) =>
    toRow(
      (
        await db.all<RawRow>(
          sql`SELECT id, application_number, status, birth_date FROM applications WHERE application_number = ${applicationNumber} AND birth_date = ${birthDate} AND complete AND deleted_at IS NULL LIMIT 1`,
        )
      )[0],
    ),
  checklist: async (applicationId) =>
    (
      await db.all<RawChecklistRow>(sql`SELECT id, kind, state, replacement_reason FROM application_files WHERE application_id = ${applicationId} ORDER BY id`)
    ).map(toChecklistRow),
  // An approved applicant's invoice, its instalments and payments, and which providers are on: read
  // only for an approved application, so everyone else's check costs what it did.
  payment: async (applicationId) => {
    const [invoice] = await db.all<{ id: unknown; number: unknown; total: unknown }>(
      sql`SELECT id, number, total FROM invoices WHERE application_id = ${applicationId} LIMIT 1`,
    )
    if (!invoice) return undefined
    const [instalments, payments, [settings]] = await Promise.all([
      db.all<{ amount: unknown; due_date: unknown }>(sql`SELECT amount, due_date FROM invoices_instalments WHERE _parent_id = ${invoice.id} ORDER BY _order`),
      db.all<RawPayment>(
        sql`SELECT provider, state, amount, receipt_number, performed_at FROM payments WHERE invoice_id = ${invoice.id} AND state IN ('performed', 'refunded') ORDER BY performed_at, id`,
      ),
      db.all<RawSettings>(
        sql`SELECT payme_merchant_id, payme_key, payme_checkout_url, click_service_id, click_merchant_id, click_merchant_user_id, click_secret_key, click_pay_url FROM payment_settings LIMIT 1`,
      ),
    ])
    return {
      invoice: { number: String(invoice.number), total: Number(invoice.total) },
      instalments: instalments.map((row) => ({ amount: Number(row.amount), dueDate: String(row.due_date) })),
      payments: payments.map((row) => ({
        provider: String(row.provider),
        state: String(row.state),
        amount: Number(row.amount),
        receiptNumber: row.receipt_number == null ? null : String(row.receipt_number),
        performedAt: isoOf(row.performed_at),
      })),
      providers: providersOf({
        payme: settings && { merchantId: settings.payme_merchant_id, key: settings.payme_key, checkoutUrl: settings.payme_checkout_url },
        click: settings && {
          serviceId: settings.click_service_id,
          merchantId: settings.click_merchant_id,
          merchantUserId: settings.click_merchant_user_id,
          secretKey: settings.click_secret_key,
          payUrl: settings.click_pay_url,
        },
      }),
    }
  },
  close: db.close,
})

/** A reader on a connection of its own to the configured database; `observe` sees each statement. */
export const openLookupReader = (observe?: StatementObserver): LookupReader => lookupReaderOn(openReadConnection({ user: 'Status check', observe }))

/** This process's reader (the production server's and the route handler's), opened on first use. */
export const sharedLookupReader = (): LookupReader => processWide('admissions.lookupReader', () => openLookupReader())
