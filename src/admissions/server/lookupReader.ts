// The status check's own read of the applications table, for the production server's fast
// path (src/edge/server.ts), which runs outside Payload: one parameterized SELECT of four columns, by
// number and date of birth, over a small connection of its own, on the same database Payload uses, and, for an applicant
// recognised, one of their documents' states (the checklist). Read-only; the column names are
// Payload's (snake_case of the field names), held by the migrations and checked against
// Payload-written rows on both databases by tests/int/admissions.int.test.ts.
import { createClient } from '@libsql/client'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { patientClient } from '@/database/patientSqlite'
import { postgresTimeouts, sqliteBusyMillis } from '@/database/timeouts'
import { env } from '@/env'
import { processWide } from '@/lib/processWide'

import type { ChecklistRow, FindChecklist, FindForLookup, LookupRow } from './lookup'

export type LookupReader = { find: FindForLookup; checklist: FindChecklist; close: () => Promise<void> }
/** Sees every statement the reader sends, with its arguments: for tests that compare the work of two lookups. */
export type StatementObserver = (sql: string, args: unknown[]) => void

const COLUMNS = 'id, application_number, status, birth_date'

type RawRow = { id: unknown; application_number: unknown; status: unknown; birth_date: unknown }

type RawChecklistRow = { id: unknown; kind: unknown; state: unknown; replacement_reason: unknown }
const CHECKLIST = 'SELECT id, kind, state, replacement_reason FROM application_files WHERE application_id = '
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

// Number and date of birth together: an unknown number and a wrong date are the same statement with no row.
// An application in the trash is not found, as if deleted.
const FIND = `SELECT ${COLUMNS} FROM applications WHERE application_number = ? AND birth_date = ? AND complete AND deleted_at IS NULL LIMIT 1`
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function postgresReader(connectionString: string, observe: StatementObserver): LookupReader {
  // A few connections: a lookup holds one for well under a millisecond.
  const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000, ...postgresTimeouts(env) })
  // An idle connection dropped by the server (a restart, a failover) must not end the process;
  // the pool opens a new one for the next lookup.
  pool.on('error', (error) => console.error('Status check database connection lost:', error.message))
  const query = async <T extends object>(sql: string, args: unknown[]) => {
    observe(sql, args)
    return (await pool.query<T>(numbered(sql), args)).rows
  }
  return {
    find: async (applicationNumber, birthDate) => toRow((await query<RawRow>(FIND, [applicationNumber, birthDate]))[0]),
    checklist: async (applicationId) => (await query<RawChecklistRow>(`${CHECKLIST}? ORDER BY id`, [applicationId])).map(toChecklistRow),
    close: () => pool.end(),
  }
}

function sqliteReader(file: string, observe: StatementObserver): LookupReader {
  // As Payload does for its own connection: a new volume has no data folder yet.
  mkdirSync(path.dirname(file), { recursive: true })
  // Payload keeps the file in WAL mode, so reading never blocks its writes; should a write
  // hold the file anyway (a migration), wait for it as Payload itself does (src/database/patientSqlite.ts).
  const client = patientClient(() => createClient({ url: `file:${file}` }), sqliteBusyMillis(env))
  const query = async <T>(sql: string, args: (string | number)[]) => {
    observe(sql, args)
    return (await client.execute({ sql, args })).rows as unknown as T[]
  }
  return {
    find: async (applicationNumber, birthDate) => toRow((await query<RawRow>(FIND, [applicationNumber, birthDate]))[0]),
    checklist: async (applicationId) => (await query<RawChecklistRow>(`${CHECKLIST}? ORDER BY id`, [applicationId])).map(toChecklistRow),
    close: async () => client.close(),
  }
}

/** A reader on the database this configuration names (DATABASE_URL, else the SQLite file). */
export const openLookupReader = (observe: StatementObserver = () => {}): LookupReader =>
  env.isPostgres ? postgresReader(env.DATABASE_URL, observe) : sqliteReader(env.SQLITE_FILE, observe)

/** This process's reader (the production server's and the route handler's), opened on first use. */
export const sharedLookupReader = (): LookupReader => processWide('admissions.lookupReader', () => openLookupReader())
