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

import type { ChecklistRow, FindChecklist, FindForLookup, LookupRow } from './lookup'

export type LookupReader = { find: FindForLookup; checklist: FindChecklist; close: () => Promise<void> }

type RawRow = { id: unknown; application_number: unknown; status: unknown; birth_date: unknown }
type RawChecklistRow = { id: unknown; kind: unknown; state: unknown; replacement_reason: unknown }

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
  close: db.close,
})

/** A reader on a connection of its own to the configured database; `observe` sees each statement. */
export const openLookupReader = (observe?: StatementObserver): LookupReader => lookupReaderOn(openReadConnection({ user: 'Status check', observe }))

/** This process's reader (the production server's and the route handler's), opened on first use. */
export const sharedLookupReader = (): LookupReader => processWide('admissions.lookupReader', () => openLookupReader())
