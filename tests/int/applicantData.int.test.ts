// An applicant's request to see, then to erase, what the university holds on them: the staff
// export has the application, its consent and every document; deleting the application leaves
// no row, no file and no trace of their personal data in any table of the database.
import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import { unzipSync, strFromU8 } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'

import { documentsDir } from '@/admissions/server/storage'
import { POST as eraseApplicant } from '@/app/api/admissions/applications/[id]/erase/route'
import { GET as exportApplicant } from '@/app/api/admissions/applications/[id]/export/route'

import { createCatalogue, staffToken, submitApplicationThroughRoute, type Catalogue } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue

beforeAll(async () => {
  payload = await testPayload()
  catalogue = await createCatalogue(payload, 'applicant-data')
})

/** Every value in every table, as text: where personal data could hide. */
async function everyStoredValue(except: string[] = []): Promise<string> {
  const db = payload.db as unknown as {
    client?: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
    pool?: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  const query = async (sql: string) => (dialect() === 'postgres' ? (await db.pool!.query(sql)).rows : (await db.client!.execute(sql)).rows)
  const tables =
    dialect() === 'postgres'
      ? (await query("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'")).map(
          (row) => String(row.name),
        )
      : (await query("select name from sqlite_master where type = 'table'")).map((row) => String(row.name))
  const dumps = await Promise.all(
    tables.filter((table) => !except.includes(table)).map(async (table) => JSON.stringify(await query(`select * from "${table}"`))),
  )
  return dumps.join('\n')
}

const request = (id: number | string, token?: string) =>
  exportApplicant(new Request(`http://localhost/api/admissions/applications/${id}/export`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ id: String(id) }),
  })

describe(`one applicant's data on ${dialect()}`, () => {
  it('is exported whole to admissions staff only, and deleted completely: rows, files and every trace in the database', async () => {
    const marker = `Zebunniso${Date.now()}`
    const email = `${marker.toLowerCase()}@example.com`
    const number = await submitApplicationThroughRoute(catalogue, { first_name: marker, email, locale: 'ru', passport_number: String(Date.now()).slice(-9) })
    const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 }))
      .docs[0]
    const stored = (await payload.find({ collection: 'application-files', where: { application: { equals: application.id } }, overrideAccess: true })).docs
    expect(stored).toHaveLength(3)

    // Nobody but admissions staff gets the archive. (The first account is made an administrator.)
    await staffToken(payload, 'admin')
    const admissions = await staffToken(payload, 'admissions')
    expect((await request(application.id)).status).toBe(401)
    expect((await request(application.id, await staffToken(payload, 'editor'))).status).toBe(403)

    const response = await request(application.id, admissions)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="applicant-${number}.zip"`)
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const record = JSON.parse(strFromU8(entries['application.json']))
    expect(record.application).toMatchObject({ applicationNumber: number, firstName: marker, email, consent: { language: 'ru' } })
    expect(record.documents.map((document: { kind: string }) => document.kind)).toEqual(['photo', 'passport_copy', 'diploma'])
    const documentNames = Object.keys(entries).filter((name) => name.startsWith('documents/'))
    expect(documentNames).toEqual(['documents/01-photo.jpg', 'documents/02-passport_copy.pdf', 'documents/03-diploma.png'])
    expect(new TextDecoder().decode(entries['documents/02-passport_copy.pdf'].slice(0, 8))).toBe('%PDF-1.4')
    expect((await request(999_999_999, admissions)).status).toBe(404)

    expect(await everyStoredValue()).toContain(marker)
    const filesBefore = await readdir(documentsDir())
    for (const file of stored) expect(filesBefore).toContain(file.storedName)

    // Admissions staff erase the applicant: the erasure request, confirmed by typing the number (src/trash/erase.ts).
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${admissions}` }) })
    const erased = await eraseApplicant(
      new Request(`http://localhost/api/admissions/applications/${application.id}/erase`, {
        method: 'POST',
        headers: { Authorization: `JWT ${admissions}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ confirm: number }),
      }),
      { params: Promise.resolve({ id: String(application.id) }) },
    )
    expect(erased.status).toBe(200)

    expect((await payload.count({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'application-files', where: { application: { equals: application.id } }, overrideAccess: true })).totalDocs).toBe(
      0,
    )
    const filesAfter = await readdir(documentsDir())
    for (const file of stored) expect(filesAfter).not.toContain(file.storedName)
    const everything = await everyStoredValue()
    for (const trace of [marker, email]) expect(everything).not.toContain(trace)
    // The number stays only in the audit log, as the record that this application was erased.
    expect(await everyStoredValue(['admissions_audit'])).not.toContain(number)
    expect((await request(application.id, admissions)).status).toBe(404)

    // The audit log keeps that the export and the erasure happened, and who did them, without the applicant.
    const audit = await payload.find({ collection: 'admissions-audit', where: { application: { equals: number } }, overrideAccess: true, sort: 'createdAt' })
    expect(audit.docs.map((entry) => entry.action)).toEqual(['export', 'erase'])
    expect(audit.docs.every((entry) => entry.by === user!.email)).toBe(true)
  })

  it('keeps staff notes signed and out of the applicant’s reach, and logs which fields each edit changed', async () => {
    await staffToken(payload, 'admin')
    const number = await submitApplicationThroughRoute(catalogue, { first_name: 'Notes' })
    const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 }))
      .docs[0]
    const reviewerToken = await staffToken(payload, 'admissions')
    const { user: reviewer } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${reviewerToken}` }) })

    const edited = await payload.update({
      collection: 'applications',
      id: application.id,
      data: { reviewer: reviewer!.id, notes: [{ text: 'Diploma scan is blurred; ask for a new one.', by: 'someone else', at: '2000-01-01T00:00:00.000Z' }] },
      user: reviewer,
      overrideAccess: false,
    })
    expect(edited.notes).toMatchObject([{ text: 'Diploma scan is blurred; ask for a new one.', by: reviewer!.email }])
    expect(Date.now() - Date.parse(edited.notes![0].at!)).toBeLessThan(60_000)

    // A later save cannot rewrite who wrote an earlier note.
    const again = await payload.update({
      collection: 'applications',
      id: application.id,
      data: { notes: [{ ...edited.notes![0], by: 'forged' }, { text: 'Called the applicant.' }] },
      user: reviewer,
      overrideAccess: false,
    })
    expect(again.notes!.map((note) => note.by)).toEqual([reviewer!.email, reviewer!.email])

    const log = await payload.find({ collection: 'admissions-audit', where: { application: { equals: number } }, overrideAccess: true, sort: 'createdAt' })
    expect(log.docs.map((entry) => [entry.action, entry.detail])).toEqual([
      ['edit', 'notes, reviewer'],
      ['edit', 'notes'],
    ])
    expect(JSON.stringify(log.docs)).not.toContain('blurred')

    // The status check an applicant uses says nothing of notes or reviewer.
    const { statusCheck } = await import('@/admissions/server/statusCheck')
    const { findForLookup } = await import('@/admissions/server/lookup')
    const answer = await statusCheck({ application_number: number, birth_date: '2006-03-14', locale: 'en' }, new Headers(), (n, birth) =>
      findForLookup(payload, n, birth),
    )
    const text = await answer.text()
    expect(answer.status).toBe(200)
    expect(text).not.toContain('blurred')
    expect(text).not.toContain(reviewer!.email)
  })
})
