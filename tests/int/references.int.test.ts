// Deleting a record that others point at: every foreign key of the schema is surveyed from the
// database itself, and each kind of record that is referred to is deleted for good, by an admin,
// on both databases. Nothing answers with a database error: what a record owns goes with it, an
// optional reference is emptied, and a reference another record requires keeps its target (409,
// saying where it is used) — decided by what each reference means (decision 047).
import { APIError, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { requiredReferrers } from '@/trash/references'

import { createCatalogue, staffToken, submitApplicationThroughRoute, uploadPicture, type Catalogue } from '../helpers/admissionsFixture'
import { foreignKeys } from '../helpers/foreignKeys'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let admin: TypedUser
let catalogue: Catalogue

beforeAll(async () => {
  payload = await testPayload()
  const token = await staffToken(payload, 'admin')
  admin = (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user as TypedUser
  catalogue = await createCatalogue(payload, 'references')
})

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const table = (slug: string) => slug.replace(/-/g, '_')

/** Deletes for good as an admin would in the admin; resolves with the HTTP status the API would answer. */
async function deleteForGood(collection: Parameters<Payload['delete']>[0]['collection'], id: number): Promise<{ status: number; message?: string }> {
  try {
    await payload.delete({ collection, id, trash: true, user: admin, overrideAccess: false })
    return { status: 200 }
  } catch (error) {
    return { status: error instanceof APIError ? error.status : 500, message: (error as Error).message }
  }
}
const exists = async (collection: Parameters<Payload['count']>[0]['collection'], id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, trash: true, overrideAccess: true })).totalDocs === 1

async function application(tag: string, fields: Record<string, string> = {}) {
  const number = await submitApplicationThroughRoute(catalogue, { first_name: tag, passport_number: String(Date.now()).slice(-9), ...fields })
  return (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 })).docs[0]
}

describe(`references on ${dialect()}`, () => {
  it('has no required column that a delete would set to NULL without a rule for it', async () => {
    const keys = await foreignKeys(payload)
    expect(keys.length).toBeGreaterThan(20)
    // A NOT NULL column whose key says SET NULL would fail the delete: each must be a reference
    // the guard knows (src/trash/references.ts), in the table or in its versions.
    const known = new Set<string>()
    for (const slug of Object.keys(payload.collections)) {
      for (const referrer of requiredReferrers(payload, slug)) {
        const column = `${snake(referrer.field)}_id`
        known.add(`${table(referrer.collection)}.${column}`)
        known.add(`_${table(referrer.collection)}_v.version_${column}`)
      }
    }
    const unguarded = keys.filter((key) => !key.nullable && key.onDelete === 'set null').map((key) => `${key.table}.${key.column}`)
    expect(unguarded.filter((key) => !known.has(key))).toEqual([])
    // Every reference has a rule, the same on both databases: SET NULL, or CASCADE for what a record owns.
    expect(keys.filter((key) => !['set null', 'cascade'].includes(key.onDelete)).map((key) => `${key.table}.${key.column}`)).toEqual([])
    // The one that broke the erasure of a subscriber is optional now.
    expect(keys.find((key) => key.table === 'newsletter_deliveries' && key.column === 'subscriber_id')).toMatchObject({ nullable: true, onDelete: 'set null' })
  })

  it('keeps what applications were made to: a programme, degree, study form, region (409), and deletes them once unused', async () => {
    const made = await application('Referenced')
    for (const [collection, id] of [
      ['programs', catalogue.program],
      ['degrees', catalogue.degree],
      ['study-forms', catalogue.form],
      ['regions', catalogue.region],
    ] as const) {
      const answer = await deleteForGood(collection, id)
      expect(answer.status, collection).toBe(409)
      expect(answer.message).toMatch(/Applications|Program/)
      expect(await exists(collection, id)).toBe(true)
    }
    // An unused region goes.
    const spare = await payload.create({ collection: 'regions', data: { name: 'Spare', code: `spare-${Date.now()}` } })
    expect((await deleteForGood('regions', spare.id)).status).toBe(200)
    expect(await exists('regions', spare.id)).toBe(false)
    expect(made.applicationNumber).toBeTruthy()
  })

  it('keeps a faculty with programmes and an image a faculty shows, now or in an earlier version', async () => {
    const program = await payload.findByID({ collection: 'programs', id: catalogue.program, depth: 0, overrideAccess: true })
    const faculty = program.faculty as number
    expect((await deleteForGood('faculties', faculty)).status).toBe(409)
    expect(await exists('faculties', faculty)).toBe(true)

    const shown = await deleteForGood('media', catalogue.media)
    expect(shown.status).toBe(409)
    expect(shown.message).toMatch(/Faculties/)
    // Replaced by another picture: the old one is still in the faculty's history.
    const other = await uploadPicture(payload, `replacement-${Date.now()}`)
    await payload.update({ collection: 'faculties', id: faculty, data: { image: other.id }, overrideAccess: true })
    expect((await deleteForGood('media', catalogue.media)).status).toBe(409)
    expect(await exists('media', catalogue.media)).toBe(true)
    // A picture nobody uses goes.
    const unused = await uploadPicture(payload, `unused-${Date.now()}`)
    expect((await deleteForGood('media', unused.id)).status).toBe(200)
  })

  it('empties optional references: the category of a news item, the reviewer of an application', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { title: 'Talks', slug: `talks-${Date.now()}` } as never,
      overrideAccess: true,
    })
    const news = await payload.create({
      collection: 'news',
      data: {
        title: `Referenced ${Date.now()}`,
        cover: catalogue.media,
        category: category.id,
        _status: 'published',
        publishedAt: new Date().toISOString(),
      } as never,
      overrideAccess: true,
    })
    expect(await deleteForGood('categories', category.id)).toEqual({ status: 200 })
    expect((await payload.findByID({ collection: 'news', id: news.id, depth: 0, overrideAccess: true })).category ?? null).toBeNull()

    const reviewerToken = await staffToken(payload, 'admissions')
    const reviewer = (await payload.auth({ headers: new Headers({ Authorization: `JWT ${reviewerToken}` }) })).user!
    const reviewed = await application('Reviewed')
    await payload.update({ collection: 'applications', id: reviewed.id, data: { reviewer: reviewer.id }, overrideAccess: true })
    expect(await deleteForGood('users', reviewer.id as number)).toEqual({ status: 200 })
    const after = await payload.findByID({ collection: 'applications', id: reviewed.id, depth: 0, overrideAccess: true })
    expect(after.reviewer ?? null).toBeNull()
    expect(after.applicationNumber).toBe(reviewed.applicationNumber)
  })

  it('deletes what a record owns with it: an application’s documents and messages, an issue’s deliveries', async () => {
    const made = await application('Owned')
    expect(
      (await payload.count({ collection: 'applicant-messages', where: { application: { equals: made.id } }, overrideAccess: true })).totalDocs,
    ).toBeGreaterThan(0)
    expect((await deleteForGood('applications', made.id)).status).toBe(200)
    for (const collection of ['application-files', 'applicant-messages'] as const)
      expect((await payload.count({ collection, where: { application: { equals: made.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const audit = await payload.find({ collection: 'admissions-audit', where: { application: { equals: made.applicationNumber } }, overrideAccess: true })
    expect(audit.docs.map((entry) => entry.action)).toEqual(['delete'])

    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email: `owned-${Date.now()}@example.com`, locale: 'en', status: 'confirmed' },
      overrideAccess: true,
    })
    const issue = await payload.create({ collection: 'newsletter-issues', data: { subject: 'Owned', status: 'draft' } as never, overrideAccess: true })
    await payload.create({
      collection: 'newsletter-deliveries',
      data: { issue: issue.id, subscriber: subscriber.id, email: subscriber.email, locale: 'en', status: 'sent' },
      overrideAccess: true,
    })
    expect((await deleteForGood('newsletter-issues', issue.id)).status).toBe(200)
    expect((await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: issue.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('erases a subscriber who has received an issue: the delivery stays, counted, without the person', async () => {
    const email = `received-${Date.now()}@example.com`
    const subscriber = await payload.create({ collection: 'subscribers', data: { email, locale: 'ru', status: 'confirmed' }, overrideAccess: true })
    const issue = await payload.create({ collection: 'newsletter-issues', data: { subject: 'Sent', status: 'sent' } as never, overrideAccess: true })
    const sent = await payload.create({
      collection: 'newsletter-deliveries',
      data: { issue: issue.id, subscriber: subscriber.id, email, locale: 'ru', status: 'sent', sentAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect((await deleteForGood('subscribers', subscriber.id)).status).toBe(200)
    const kept = await payload.findByID({ collection: 'newsletter-deliveries', id: sent.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ status: 'sent', locale: 'ru' })
    expect(kept.subscriber ?? null).toBeNull()
    expect(kept.email ?? null).toBeNull()
    expect(
      (await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: issue.id }, status: { equals: 'sent' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})
