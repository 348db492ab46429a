// The status check's own read of the applications table, for the production server's fast
// path (src/server.ts), which runs outside Payload: one parameterized SELECT of four columns
// over a small connection of its own, on the same database Payload uses, and, for an applicant
// recognised, one of their documents' states (the checklist). Read-only; the column names are
// Payload's (snake_case of the field names), held by the migrations and checked against
// Payload-written rows on both databases by tests/int/admissions.int.test.ts.
import { createClient } from '@libsql/client'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { env } from '@/env'

import type { ChecklistRow, FindChecklist, FindForLookup, LookupRow } from './lookup'

export type LookupReader = { find: FindForLookup; checklist: FindChecklist; close: () => Promise<void> }

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

function postgresReader(connectionString: string): LookupReader {
  // A few connections: a lookup holds one for well under a millisecond.
  const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000 })
  // An idle connection dropped by the server (a restart, a failover) must not end the process;
  // the pool opens a new one for the next lookup.
  pool.on('error', (error) => console.error('Status check database connection lost:', error.message))
  const sql = `SELECT ${COLUMNS} FROM applications WHERE application_number = $1 AND complete LIMIT 1`
  return {
    find: async (applicationNumber) => toRow((await pool.query<RawRow>(sql, [applicationNumber])).rows[0]),
    checklist: async (applicationId) => (await pool.query<RawChecklistRow>(`${CHECKLIST}$1 ORDER BY id`, [applicationId])).rows.map(toChecklistRow),
    close: () => pool.end(),
  }
}

function sqliteReader(file: string): LookupReader {
  // As Payload does for its own connection: a new volume has no data folder yet.
  mkdirSync(path.dirname(file), { recursive: true })
  const client = createClient({ url: `file:${file}` })
  // Payload keeps the file in WAL mode, so reading never blocks its writes; should a write
  // hold the file anyway (a migration), wait for it as Payload itself does.
  const ready = client.execute('PRAGMA busy_timeout = 5000')
  const sql = `SELECT ${COLUMNS} FROM applications WHERE application_number = ? AND complete LIMIT 1`
  return {
    find: async (applicationNumber) => {
      await ready
      const { rows } = await client.execute({ sql, args: [applicationNumber] })
      return toRow(rows[0] as unknown as RawRow | undefined)
    },
    checklist: async (applicationId) => {
      await ready
      const { rows } = await client.execute({ sql: `${CHECKLIST}? ORDER BY id`, args: [applicationId] })
      return (rows as unknown as RawChecklistRow[]).map(toChecklistRow)
    },
    close: async () => client.close(),
  }
}

/** A reader on the database this configuration names (DATABASE_URL, else the SQLite file). */
export const openLookupReader = (): LookupReader => (env.isPostgres ? postgresReader(env.DATABASE_URL) : sqliteReader(env.SQLITE_FILE))
