// Nothing is lost by a slip: a deleted application, subscriber or content document waits in the
// trash for TRASH_DAYS, hidden from staff lists, the status check, exports, counts and the public
// site, and comes back whole; the purge job then removes it with its files; an erasure request
// removes a person's data at once, only when its number or address is typed; every step of an
// application is in the audit log by number.
import { readdir } from 'node:fs/promises'
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findForLookup } from '@/admissions/server/lookup'
import { openLookupReader, type LookupReader } from '@/admissions/server/lookupReader'
import { reconcileDocuments } from '@/admissions/server/reconcile'
import { documentsDir } from '@/admissions/server/storage'
import { GET as exportList } from '@/app/api/admissions/export/route'
import { GET as download } from '@/app/api/admissions/files/[id]/route'
import { POST as eraseApplication } from '@/app/api/admissions/applications/[id]/erase/route'
import { POST as eraseSubscriber } from '@/app/api/newsletter/subscribers/[id]/erase/route'
import { openReadConnection, type ReadConnection } from '@/database/connections'
import { searchSite } from '@/search/server/search'
import { purgeTrash } from '@/trash/purge'

import { createCatalogue, staffToken, submitApplicationThroughRoute, type Catalogue } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue
let admissionsToken: string
let admissions: TypedUser
let editorToken: string
let editor: TypedUser
let reader: LookupReader
let db: ReadConnection

const BIRTH_DATE = '2005-04-12'
const auth = (token: string) => ({ Authorization: `JWT ${token}` })
const userOf = async (token: string) => (await payload.auth({ headers: new Headers(auth(token)) })).user as TypedUser

beforeAll(async () => {
  payload = await testPayload()
  catalogue = await createCatalogue(payload, 'trash')
  await staffToken(payload, 'admin')
  admissionsToken = await staffToken(payload, 'admissions')
  admissions = await userOf(admissionsToken)
  editorToken = await staffToken(payload, 'editor')
  editor = await userOf(editorToken)
  reader = openLookupReader()
  db = openReadConnection()
})

afterAll(async () => {
  await reader?.close()
  await db?.close()
})

async function submitted(tag: string) {
  const number = await submitApplicationThroughRoute(catalogue, { first_name: tag, birth_date: BIRTH_DATE, passport_number: String(Date.now()).slice(-9) })
  const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 }))
    .docs[0]
  const files = (await payload.find({ collection: 'application-files', where: { application: { equals: application.id } }, overrideAccess: true })).docs
  return { number, id: application.id, files }
}

/** As the admin's Delete does it for a collection with a trash: an update that sets deletedAt. */
const trash = (collection: 'applications' | 'subscribers' | 'news', id: number, user: TypedUser) =>
  payload.update({ collection, id, data: { deletedAt: new Date().toISOString() }, user, overrideAccess: false })
/** As the trash's Restore does it. */
const restore = (collection: 'applications' | 'subscribers' | 'news', id: number, user: TypedUser) =>
  payload.update({ collection, id, data: { deletedAt: null }, trash: true, user, overrideAccess: false })

const seenByStaff = async (number: string) =>
  (await payload.count({ collection: 'applications', where: { applicationNumber: { equals: number } }, user: admissions, overrideAccess: false })).totalDocs
const downloadStatus = async (fileId: number) =>
  (
    await download(new Request(`http://localhost/api/admissions/files/${fileId}`, { headers: auth(admissionsToken) }), {
      params: Promise.resolve({ id: String(fileId) }),
    })
  ).status
const exported = async () => (await exportList(new Request('http://localhost/api/admissions/export', { headers: auth(admissionsToken) }))).text()
const auditOf = async (number: string) =>
  (await payload.find({ collection: 'admissions-audit', where: { application: { equals: number } }, overrideAccess: true, sort: 'createdAt', limit: 50 })).docs
const storedFiles = async () => readdir(documentsDir())
const erase = (route: typeof eraseApplication, id: number, confirm: unknown, token = admissionsToken) =>
  route(
    new Request(`http://localhost/erase/${id}`, {
      method: 'POST',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirm }),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  )

describe(`the trash on ${dialect()}`, () => {
  it('keeps a deleted application with its documents, hidden from the list, status check, export and downloads, and restores it whole', async () => {
    const { number, id, files } = await submitted('Trashed')
    expect(await seenByStaff(number)).toBe(1)
    expect(await downloadStatus(files[0].id)).toBe(200)

    // Admissions staff may move it to the trash, not delete it for good.
    await expect(payload.delete({ collection: 'applications', id, user: admissions, overrideAccess: false })).rejects.toThrow()
    await trash('applications', id, admissions)

    expect(await seenByStaff(number)).toBe(0)
    expect(await findForLookup(payload, number, BIRTH_DATE)).toBeUndefined()
    expect(await reader.find(number, BIRTH_DATE)).toBeUndefined()
    expect(await exported()).not.toContain(number)
    expect(await downloadStatus(files[0].id)).toBe(404)
    // In the trash view, with its documents kept.
    const inTrash = await payload.find({
      collection: 'applications',
      where: { and: [{ applicationNumber: { equals: number } }, { deletedAt: { exists: true } }] },
      trash: true,
      user: admissions,
      overrideAccess: false,
    })
    expect(inTrash.docs).toHaveLength(1)
    const stored = await storedFiles()
    for (const file of files) expect(stored).toContain(file.storedName)

    await restore('applications', id, admissions)
    expect(await seenByStaff(number)).toBe(1)
    expect((await findForLookup(payload, number, BIRTH_DATE))?.applicationNumber).toBe(number)
    expect(await exported()).toContain(number)
    expect(await downloadStatus(files[0].id)).toBe(200)
    expect((await auditOf(number)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['trash', 'restore']))
    for (const entry of await auditOf(number)) expect(JSON.stringify(entry)).not.toContain('Trashed')
  })

  it('is never emptied by the reconciler, which leaves trashed applications and their files alone', async () => {
    const { id, files } = await submitted('Reconciled')
    await trash('applications', id, admissions)
    await reconcileDocuments(payload, { graceMinutes: 0 })
    expect((await payload.count({ collection: 'applications', where: { id: { equals: id } }, trash: true, overrideAccess: true })).totalDocs).toBe(1)
    const stored = await storedFiles()
    for (const file of files) expect(stored).toContain(file.storedName)
  })

  it('is emptied after TRASH_DAYS by the purge job: the row and its files go, the audit log says so by number', async () => {
    const old = await submitted('PurgedOld')
    const recent = await submitted('PurgedRecent')
    await trash('applications', old.id, admissions)
    await trash('applications', recent.id, admissions)
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString()
    await payload.update({ collection: 'applications', id: old.id, data: { deletedAt: longAgo }, trash: true, overrideAccess: true })

    expect(await purgeTrash(payload)).toBeGreaterThanOrEqual(1)
    const left = async (id: number) =>
      (await payload.count({ collection: 'applications', where: { id: { equals: id } }, trash: true, overrideAccess: true })).totalDocs
    expect(await left(old.id)).toBe(0)
    expect(await left(recent.id)).toBe(1)
    const stored = await storedFiles()
    for (const file of old.files) expect(stored).not.toContain(file.storedName)
    for (const file of recent.files) expect(stored).toContain(file.storedName)
    expect((await auditOf(old.number)).map((entry) => entry.action)).toEqual(['trash', 'purge'])
    expect((await auditOf(old.number)).at(-1)?.by).toBe('system')
  })

  it('erases an application at once only when its number is typed, whether in use or in the trash', async () => {
    const live = await submitted('ErasedLive')
    const trashed = await submitted('ErasedTrashed')
    await trash('applications', trashed.id, admissions)

    const wrong = await erase(eraseApplication, live.id, 'ABCD-EFGH')
    expect(wrong.status).toBe(409)
    expect(await seenByStaff(live.number)).toBe(1)
    expect((await erase(eraseApplication, live.id, live.number, editorToken)).status).toBe(403)
    expect((await erase(eraseApplication, 999_999_999, live.number)).status).toBe(404)

    // Typed in lower case with the space the applicant wrote it with: the same number.
    expect((await erase(eraseApplication, live.id, live.number.toLowerCase())).status).toBe(200)
    expect((await erase(eraseApplication, trashed.id, trashed.number)).status).toBe(200)
    for (const { id, number, files } of [live, trashed]) {
      expect((await payload.count({ collection: 'applications', where: { id: { equals: id } }, trash: true, overrideAccess: true })).totalDocs).toBe(0)
      expect((await payload.count({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true })).totalDocs).toBe(0)
      const stored = await storedFiles()
      for (const file of files) expect(stored).not.toContain(file.storedName)
      const entries = await auditOf(number)
      expect(entries.at(-1)).toMatchObject({ action: 'erase', by: admissions.email })
    }
  })

  it('keeps a deleted subscriber in the trash until restored, and erases one by the typed address', async () => {
    const email = `trash-${Date.now()}@example.com`
    const subscriber = await payload.create({ collection: 'subscribers', data: { email, locale: 'en', status: 'confirmed' }, overrideAccess: true })
    await trash('subscribers', subscriber.id, editor)
    const confirmed = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(confirmed.docs).toHaveLength(0)
    // Editors move subscribers to the trash; deleting for good is the erasure or an admin's.
    await expect(payload.delete({ collection: 'subscribers', id: subscriber.id, trash: true, user: editor, overrideAccess: false })).rejects.toThrow()
    await restore('subscribers', subscriber.id, editor)
    expect((await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs).toHaveLength(1)

    expect((await erase(eraseSubscriber, subscriber.id, 'someone@example.com', editorToken)).status).toBe(409)
    expect((await erase(eraseSubscriber, subscriber.id, email.toUpperCase(), editorToken)).status).toBe(200)
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: email } }, trash: true, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('takes a deleted news item off the public site and search, and brings it back on restore', async () => {
    const word = `Zarafshon${Date.now() % 100000}`
    const news = await payload.create({
      collection: 'news',
      data: {
        title: `${word} open day`,
        slug: word.toLowerCase(),
        cover: catalogue.media,
        _status: 'published',
        publishedAt: new Date().toISOString(),
      } as never,
      overrideAccess: true,
    })
    const visible = async () =>
      (await payload.find({ collection: 'news', where: { slug: { equals: word.toLowerCase() } }, overrideAccess: false, depth: 0 })).totalDocs
    const found = async () => (await searchSite(db, { locale: 'en', query: word })).total
    expect(await visible()).toBe(1)
    expect(await found()).toBe(1)

    await trash('news', news.id, editor)
    expect(await visible()).toBe(0)
    expect(await found()).toBe(0)

    await restore('news', news.id, editor)
    expect(await visible()).toBe(1)
    expect(await found()).toBe(1)
  })
})
