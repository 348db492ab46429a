// The fields the system writes (an application's completeness, passport key, consent and status
// log, audit entries, delivery records, a subscriber's consent, a newsletter's send state, what a
// visitor sent, a staff account's security fields) stay as written whoever sends a change: each one,
// over REST by id, REST in bulk (a `where`) and GraphQL, as an administrator, an admissions officer
// and an editor. Someone who may edit the record gets a 200 with the field ignored; someone who may
// not is refused with a 403 (docs/decisions/046-system-fields.md). Staff edits that are allowed land
// in the audit log, bulk ones included.
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as restPatchRoute, POST as restPostRoute } from '@/app/(payload)/api/[...slug]/route'
import { ROLES, type Role } from '@/access'
import { reconcileDocuments } from '@/admissions/server/reconcile'
import { checkedGraphql } from '@/security/restQuery'
import { recordCallback } from '@/payments/server/callbackLog'
import { openPayment, performPayment, withInvoiceHeld } from '@/payments/server/ledger'
import { tellDuePayments } from '@/payments/server/notices'

import { type Catalogue, createCatalogue, submitApplicationThroughRoute } from '../helpers/admissionsFixture'
import { approvedApplicant } from '../helpers/paymentsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue
const staff = {} as Record<Role, { token: string; id: number }>
const graphql = checkedGraphql(GRAPHQL_POST(config))

async function signUp(role: Role) {
  const email = `sysfields-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.edu`
  const user = await payload.create({ collection: 'users', data: { email, password: 'a-long-test-password-1', roles: [role] } as never, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-test-password-1' } })
  return { token: token!, id: user.id }
}

/** The REST API as the site serves it: PATCH /api/{collection}/{id}, or PATCH /api/{collection}?where… for many. */
async function rest(method: 'PATCH' | 'POST', path: string, role: Role, body: unknown) {
  const url = new URL(path, 'http://localhost')
  const request = new Request(url, {
    method,
    headers: { Authorization: `JWT ${staff[role].token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const params = { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) }
  const response = await (method === 'PATCH' ? restPatchRoute : restPostRoute)(request, params)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function gql(query: string, role: Role) {
  const response = await graphql(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { Authorization: `JWT ${staff[role].token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } }
}

/** The record as stored, every field included. */
const stored = async (collection: CollectionSlug, id: number) =>
  (await payload.findByID({ collection, id, depth: 0, overrideAccess: true, showHiddenFields: true })) as unknown as Record<string, unknown>

const same = (value: unknown) => JSON.parse(JSON.stringify(value ?? null))

type Attempt = { field: string; value: unknown }

/** Each field, alone, sent by each role over REST by id and in bulk: the stored value never moves. */
async function triesEachField(collection: CollectionSlug, id: number, attempts: Attempt[], mayEdit: Role[]) {
  for (const role of ROLES) {
    for (const { field, value } of attempts) {
      const before = same((await stored(collection, id))[field])
      const answers = [
        await rest('PATCH', `/api/${collection}/${id}`, role, { [field]: value }),
        await rest('PATCH', `/api/${collection}?where[id][equals]=${id}`, role, { [field]: value }),
      ]
      for (const [index, answer] of answers.entries()) {
        const how = `${collection}.${field} by ${role} (${index === 0 ? 'by id' : 'bulk'})`
        if (mayEdit.includes(role)) expect(answer.status, how).toBe(200)
        else expect(answer.status, how).toBe(403)
      }
      expect(same((await stored(collection, id))[field]), `${collection}.${field} changed by ${role}`).toEqual(before)
    }
  }
}

let application: { id: number; number: string }

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ROLES) staff[role] = await signUp(role)
  catalogue = await createCatalogue(payload, `sys${Date.now() % 100000}`)
  const number = await submitApplicationThroughRoute(catalogue)
  const found = await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 })
  application = { id: found.docs[0]!.id, number }
}, 120_000)

describe(`system fields of applications on ${dialect()}`, { timeout: 300_000 }, () => {
  it('refuse every role a change to completeness, keys, number, language, consent, status log, decision time, Telegram chat and creation time', async () => {
    const before = await stored('applications', application.id)
    expect(before.complete).toBe(true)
    expect(before.consent).toMatchObject({ noticeVersion: expect.any(String) })
    await triesEachField(
      'applications',
      application.id,
      [
        { field: 'complete', value: false },
        { field: 'passportKey', value: 'FORGED1' },
        { field: 'idempotencyKey', value: 'forged-key' },
        { field: 'applicationNumber', value: 'FORGED-NUMBER' },
        { field: 'locale', value: 'ru' },
        { field: 'consent', value: { givenAt: '2001-01-01T00:00:00.000Z', noticeVersion: 'forged', language: 'uz' } },
        { field: 'statusLog', value: [] },
        { field: 'decidedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'faculty', value: null },
        { field: 'telegramChatId', value: '424242' },
        { field: 'telegramLinkedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'createdAt', value: '2001-01-01T00:00:00.000Z' },
      ],
      ['admin', 'admissions'],
    )
    // Still whole: staff still find it in their list.
    const user = await payload.findByID({ collection: 'users', id: staff.admissions.id, overrideAccess: true })
    const listed = await payload.find({
      collection: 'applications',
      where: { id: { equals: application.id } },
      user: { ...user, collection: 'users' },
      overrideAccess: false,
    })
    expect(listed.docs.length).toBe(1)
  })

  it('ignores a note’s author and time sent by staff: each note is signed by whoever saved it', async () => {
    const answer = await rest('PATCH', `/api/applications/${application.id}`, 'admissions', {
      notes: [{ text: 'Called the school', by: 'someone-else@example.edu', at: '2001-01-01T00:00:00.000Z' }],
    })
    expect(answer.status).toBe(200)
    const note = (await stored('applications', application.id)).notes as { by: string; at: string }[]
    expect(note[0]!.by).not.toBe('someone-else@example.edu')
    expect(note[0]!.by).toMatch(/^sysfields-admissions-/)
    expect(note[0]!.at.startsWith('2001')).toBe(false)
  })

  it('has no GraphQL mutation: applicants’ data is not on GraphQL at all', async () => {
    for (const role of ROLES) {
      const { body } = await gql(`mutation { updateApplication(id: ${application.id}, data: { complete: false }) { id } }`, role)
      expect(body.errors?.length, role).toBeGreaterThan(0)
    }
    expect((await stored('applications', application.id)).complete).toBe(true)
  })

  it('records a staff member’s allowed edits in the audit log, one by one and in bulk', async () => {
    const entries = async () =>
      (
        await payload.find({
          collection: 'admissions-audit',
          where: { application: { equals: application.number }, action: { equals: 'edit' } },
          overrideAccess: true,
          sort: '-createdAt',
          pagination: false,
        })
      ).docs
    const earlier = (await entries()).length
    const one = await rest('PATCH', `/api/applications/${application.id}`, 'admissions', { statusComment: 'Documents look right', status: 'received' })
    expect(one.status).toBe(200)
    const bulk = await rest('PATCH', `/api/applications?where[id][in]=${application.id}`, 'admissions', {
      status: 'in_consideration',
      reviewer: staff.admissions.id,
      complete: false,
    })
    expect(bulk.status).toBe(200)
    const after = await entries()
    expect(after.length).toBe(earlier + 2)
    expect(after.map((entry) => entry.detail)).toEqual(expect.arrayContaining(['status', 'reviewer, status']))
    expect(after.slice(0, 2).every((entry) => entry.by?.startsWith('sysfields-admissions-'))).toBe(true)
    const now = await stored('applications', application.id)
    expect(now).toMatchObject({ status: 'in_consideration', complete: true })
  })
})

describe(`a refused status change on ${dialect()}`, { timeout: 300_000 }, () => {
  it('names both statuses as the staff member reads them, never their stored values', async () => {
    const number = await submitApplicationThroughRoute(catalogue, { last_name: 'Skipper' })
    const { docs } = await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 })
    const expected = {
      en: ['“Not confirmed”', '“Approved”'],
      ru: ['«Не подтверждена»', '«Одобрена»'],
      uz: ['«Tasdiqlanmagan»', '«Maʼqullandi»'],
    }
    for (const [language, names] of Object.entries(expected)) {
      const url = new URL(`/api/applications/${docs[0]!.id}`, 'http://localhost')
      const response = await restPatchRoute(
        new Request(url, {
          method: 'PATCH',
          headers: { Authorization: `JWT ${staff.admissions.token}`, 'content-type': 'application/json', cookie: `payload-lng=${language}` },
          body: JSON.stringify({ status: 'approved' }),
        }),
        { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) },
      )
      expect(response.status, language).toBe(400)
      const text = JSON.stringify(await response.json())
      for (const name of names) expect(text, language).toContain(name)
      expect(text, language).not.toContain('not_confirmed')
    }
    expect((await stored('applications', docs[0]!.id)).status).toBe('not_confirmed')
  })
})

describe(`system records of the admissions office on ${dialect()}`, { timeout: 300_000 }, () => {
  it('keep a document’s file, name, size, application and history as stored', async () => {
    const { docs } = await payload.find({ collection: 'application-files', where: { application: { equals: application.id } }, overrideAccess: true, depth: 0 })
    const file = docs[0]!
    await triesEachField(
      'application-files',
      file.id,
      [
        { field: 'application', value: null },
        { field: 'kind', value: 'diploma' },
        { field: 'originalName', value: 'forged.pdf' },
        { field: 'storedName', value: '../../etc/passwd' },
        { field: 'mimeType', value: 'text/html' },
        { field: 'size', value: 1 },
        { field: 'history', value: [] },
        { field: 'requestedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'replacedAt', value: '2001-01-01T00:00:00.000Z' },
      ],
      ['admin', 'admissions'],
    )
  })

  it('refuse every role any change to the audit log and to the messages to applicants', async () => {
    const entry = (await payload.find({ collection: 'admissions-audit', limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
    await triesEachField(
      'admissions-audit',
      entry.id,
      [
        { field: 'by', value: 'nobody@example.edu' },
        { field: 'detail', value: 'forged' },
      ],
      [],
    )
    const message = (await payload.find({ collection: 'applicant-messages', limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
    await triesEachField(
      'applicant-messages',
      message.id,
      [
        { field: 'state', value: 'sent' },
        { field: 'text', value: 'forged' },
        { field: 'attempts', value: 0 },
      ],
      [],
    )
    for (const role of ROLES) {
      const created = await rest('POST', '/api/admissions-audit', role, { by: 'x', action: 'delete', application: application.number })
      expect(created.status, role).toBe(403)
    }
  })
})

describe(`system records of payments on ${dialect()}`, { timeout: 300_000 }, () => {
  it('keep an invoice’s number, state, next date, what is paid, application, payer, programme and language: staff change only the total and instalments', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    await triesEachField(
      'invoices',
      invoice.id,
      [
        { field: 'number', value: '1111111111' },
        { field: 'state', value: 'paid' },
        { field: 'nextDueDate', value: '2001-01-01' },
        { field: 'paid', value: invoice.total },
        { field: 'application', value: null },
        { field: 'payerName', value: 'Forged' },
        { field: 'program', value: null },
        { field: 'locale', value: 'uz' },
      ],
      ['admin', 'admissions', 'bursar'],
    )
  })

  it('refuse every role any change to a payment or a provider call, by id, in bulk and over GraphQL', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const payment = await withInvoiceHeld(payload, invoice.id, async (req) => {
      const opened = await openPayment(payload, req, { invoice: invoice.id, provider: 'click', providerId: `sys-${invoice.id}`, amount: 1000 })
      return performPayment(payload, req, opened, invoice)
    })
    // The payer is told now, not by the notices task while the attempts below read the record:
    // its notice goes from due to done once, here, and any later move is a role's doing.
    await tellDuePayments(payload)
    await triesEachField(
      'payments',
      payment.id,
      [
        { field: 'state', value: 'cancelled' },
        { field: 'amount', value: 1 },
        { field: 'providerId', value: 'forged' },
        { field: 'receiptNumber', value: 'forged' },
        { field: 'invoice', value: null },
        { field: 'notice', value: 'none' },
        { field: 'performedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'bank', value: { note: 'forged', storedName: '../../etc/passwd' } },
      ],
      [],
    )
    await recordCallback(payload, {
      provider: 'click',
      method: 'Complete',
      transaction: `sys-${invoice.id}`,
      httpStatus: 200,
      error: 0,
      request: {},
      response: {},
    })
    const call = (await payload.find({ collection: 'payment-callbacks', where: { transaction: { equals: `sys-${invoice.id}` } }, overrideAccess: true }))
      .docs[0]!
    await triesEachField(
      'payment-callbacks',
      call.id,
      [
        { field: 'method', value: 'Forged' },
        { field: 'error', value: -1 },
        { field: 'response', value: { forged: true } },
      ],
      [],
    )
    for (const role of ROLES) {
      const { body } = await gql(`mutation { updatePayment(id: ${payment.id}, data: { state: cancelled }) { id } }`, role)
      expect(body.errors?.length, role).toBeGreaterThan(0)
    }
    expect((await stored('payments', payment.id)).state).toBe('performed')
  })
})

describe(`system fields of the newsletter, contact messages, redirects and accounts on ${dialect()}`, { timeout: 300_000 }, () => {
  let subscriber: number
  let issue: number
  let delivery: number

  beforeAll(async () => {
    const email = `reader-${Date.now()}@example.com`
    subscriber = (
      await payload.create({
        collection: 'subscribers',
        data: {
          email,
          locale: 'en',
          status: 'confirmed',
          confirmedAt: '2026-11-01T10:00:00.000Z',
          consent: { at: '2026-11-01T09:00:00.000Z', textVersion: 'v1', page: '/' },
        },
        overrideAccess: true,
      })
    ).id
    issue = (
      await payload.create({
        collection: 'newsletter-issues',
        data: { subject: 'November', status: 'sent', progress: { total: 1, sent: 1, failed: 0 } },
        overrideAccess: true,
      })
    ).id
    delivery = (
      await payload.create({
        collection: 'newsletter-deliveries',
        data: { issue, subscriber, email, locale: 'en', status: 'sent', attempts: 1 },
        overrideAccess: true,
      })
    ).id
  })

  it('keep a subscriber’s consent and confirmation as the visitor gave them', async () => {
    await triesEachField(
      'subscribers',
      subscriber,
      [
        { field: 'consent', value: { at: '2001-01-01T00:00:00.000Z', textVersion: 'forged', page: '/forged' } },
        { field: 'confirmedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'unsubscribedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'confirmationSentAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'confirmationDueAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'bounceReason', value: 'forged' },
      ],
      ['admin', 'editor'],
    )
    // An editor adding an address by hand cannot write a consent nobody gave.
    const added = await rest('POST', '/api/subscribers', 'editor', { email: `by-hand-${Date.now()}@example.com`, consent: { textVersion: 'forged' } })
    expect(added.status).toBe(201)
    expect(((added.body.doc as Record<string, unknown>).consent as Record<string, unknown> | undefined)?.textVersion ?? null).toBeNull()
  })

  it('keep an issue’s send state and the delivery records as the sender wrote them', async () => {
    await triesEachField(
      'newsletter-issues',
      issue,
      [
        { field: 'status', value: 'draft' },
        { field: 'progress', value: { total: 0, sent: 0, failed: 0 } },
      ],
      ['admin', 'editor'],
    )
    await triesEachField(
      'newsletter-deliveries',
      delivery,
      [
        { field: 'status', value: 'queued' },
        { field: 'attempts', value: 0 },
      ],
      [],
    )
  })

  it('keep them over GraphQL too', async () => {
    for (const role of ROLES) {
      await gql(
        `mutation { updateSubscriber(id: ${subscriber}, data: { confirmedAt: "2001-01-01T00:00:00.000Z", consent: { textVersion: "forged" } }) { id } }`,
        role,
      )
      await gql(`mutation { updateNewsletterIssue(id: ${issue}, data: { status: draft, progress: { sent: 0 } }) { id } }`, role)
      const refused = await gql(`mutation { updateNewsletterDelivery(id: ${delivery}, data: { status: queued }) { id } }`, role)
      expect(refused.body.errors?.length, role).toBeGreaterThan(0)
    }
    expect(await stored('subscribers', subscriber)).toMatchObject({ confirmedAt: '2026-11-01T10:00:00.000Z', consent: { textVersion: 'v1' } })
    expect(await stored('newsletter-issues', issue)).toMatchObject({ status: 'sent', progress: { sent: 1 } })
    expect(await stored('newsletter-deliveries', delivery)).toMatchObject({ status: 'sent' })
  })

  it('keep what a visitor sent with the contact form and when it was mailed', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Dilnoza',
        email: 'dilnoza@example.com',
        message: 'Hello',
        locale: 'en',
        status: 'new',
        mailedTo: 'info@example.edu',
        mailedAt: '2026-11-01T10:00:00.000Z',
      },
      overrideAccess: true,
    })
    await triesEachField(
      'contact-messages',
      message.id,
      [
        { field: 'message', value: 'forged' },
        { field: 'email', value: 'forged@example.com' },
        { field: 'mailedAt', value: '2001-01-01T00:00:00.000Z' },
        { field: 'mailDueAt', value: '2001-01-01T00:00:00.000Z' },
      ],
      ['admin', 'admissions', 'editor', 'bursar'],
    )
  })

  it('keep a redirect’s resolved target and its automatic mark', async () => {
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: `/sysfields-old-${Date.now()}`, locale: 'all', toType: 'path', toPath: '/news', status: '301' },
      overrideAccess: true,
    })
    await triesEachField(
      'redirects',
      redirect.id,
      [
        { field: 'automatic', value: true },
        { field: 'resolved', value: 'https://elsewhere.example.com/' },
      ],
      ['admin', 'editor'],
    )
  })

  it('keep an account’s security fields, and its roles unless an administrator changes them', async () => {
    for (const role of ROLES) {
      const id = staff[role].id
      const before = await stored('users', id)
      for (const data of [
        { loginAttempts: 99 },
        { lockUntil: '2099-01-01T00:00:00.000Z' },
        { resetPasswordToken: 'forged' },
        { hash: 'forged', salt: 'forged' },
        { sessions: [] },
        ...(role === 'admin' ? [] : [{ roles: ['admin'] }]),
      ]) {
        const answer = await rest('PATCH', `/api/users/${id}`, role, data)
        expect(answer.status, `${role}: ${Object.keys(data)}`).toBe(200)
      }
      const after = await stored('users', id)
      for (const field of ['loginAttempts', 'lockUntil', 'resetPasswordToken', 'hash', 'salt', 'roles']) {
        expect(same(after[field]), `${role}: users.${field}`).toEqual(same(before[field]))
      }
      expect((after.sessions as unknown[]).length, `${role}: sessions`).toBe((before.sessions as unknown[]).length)
    }
  })
})

describe(`the reconciler on ${dialect()}`, { timeout: 300_000 }, () => {
  it('removes only incomplete applications nobody touched: never a whole one, nor one staff reviewed, annotated, moved or audited', async () => {
    const make = async (label: string) => {
      const number = await submitApplicationThroughRoute(catalogue, { last_name: `Reconcile${label}` })
      const { docs } = await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 })
      return { id: docs[0]!.id, number }
    }
    // As a cut-short submission leaves it: written straight to the database, as its one statement would.
    const incomplete = (id: number, data: Record<string, unknown> = {}) =>
      payload.db.updateOne({ collection: 'applications', id, data: { complete: false, ...data }, returning: false })
    const whole = await make('Whole')
    const untouched = await make('Untouched')
    await incomplete(untouched.id)
    const reviewed = await make('Reviewed')
    await incomplete(reviewed.id, { reviewer: staff.admissions.id })
    const moved = await make('Moved')
    await incomplete(moved.id, { status: 'received' })
    const annotated = await make('Annotated')
    await payload.update({ collection: 'applications', id: annotated.id, data: { notes: [{ text: 'Phoned' }] }, overrideAccess: true })
    await incomplete(annotated.id)
    const audited = await make('Audited')
    await payload.create({
      collection: 'admissions-audit',
      data: { by: 'officer@example.edu', action: 'download', application: audited.number },
      overrideAccess: true,
    })
    await incomplete(audited.id)

    // An hour from now, everything is past the grace period.
    const result = await reconcileDocuments(payload, { graceMinutes: 0, now: Date.now() + 60 * 60_000 })
    expect(result.incompleteApplications).toBeGreaterThanOrEqual(1)
    const left = async (id: number) => (await payload.count({ collection: 'applications', where: { id: { equals: id } }, overrideAccess: true })).totalDocs
    expect(await left(untouched.id)).toBe(0)
    for (const kept of [whole, reviewed, moved, annotated, audited]) expect(await left(kept.id), kept.number).toBe(1)
    // Their documents are still there too.
    const files = await payload.count({ collection: 'application-files', where: { application: { equals: whole.id } }, overrideAccess: true })
    expect(files.totalDocs).toBe(3)
  })

  it('cannot be handed a whole application: not by staff, and not by the server’s own saves', async () => {
    await payload.update({ collection: 'applications', id: application.id, data: { complete: false }, overrideAccess: true })
    expect((await stored('applications', application.id)).complete).toBe(true)
  })
})
