// Event sign-ups below the browser: the route handlers, the real database (capacity held under
// twenty sign-ups at once), the outbox's e-mails through a local SMTP sink, the cancellation
// token, and every way staff delete an event that has sign-ups.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const sinkPort = vi.hoisted(() => {
  const port = 26000 + (process.pid % 20000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  return port
})

import { DELETE as restDelete, PATCH as restPatch } from '@/app/(payload)/api/[...slug]/route'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import { POST as cancelRoute } from '@/app/api/event-sign-ups/cancel/route'
import { POST as signUpRoute } from '@/app/api/event-sign-ups/route'
import { findCancellation } from '@/events/server/cancel'
import { sendDueSignUpMails } from '@/events/server/mailer'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { staffToken, uploadPicture } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let cover: number
let counter = 0
const client = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`
const DAY = 86_400_000

type Registration = { open?: boolean; capacity?: number; waitingList?: boolean; closesAt?: string | null }

async function event(slug: string, registration: Registration = { open: true, capacity: 3 }, { days = 10, status = 'published' } = {}) {
  const startsAt = new Date(Date.now() + days * DAY).toISOString()
  const made = await payload.create({
    collection: 'events',
    data: { title: `Event ${slug}`, slug, startsAt, place: 'Main hall', cover, registration, _status: status as 'published' | 'draft' },
    overrideAccess: true,
    draft: status === 'draft',
  })
  await payload.update({ collection: 'events', id: made.id, locale: 'ru', data: { title: `Мероприятие ${slug}`, place: 'Актовый зал' }, overrideAccess: true })
  return made
}

const signUp = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  signUpRoute(
    new Request('http://localhost/api/event-sign-ups', {
      method: 'POST',
      body: JSON.stringify({ name: 'Dilnoza Karimova', locale: 'en', ...fields }),
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': client(), ...headers },
    }),
  )

const cancel = (token: string) =>
  cancelRoute(
    new Request('http://localhost/api/event-sign-ups/cancel', {
      method: 'POST',
      body: new URLSearchParams({ token, locale: 'en' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-forwarded-for': client() },
    }),
  )

const rows = async (eventId: number) =>
  (
    await payload.find({
      collection: 'event-registrations',
      where: { event: { equals: eventId } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
      sort: 'createdAt',
    })
  ).docs

const states = async (eventId: number) => {
  const all = await rows(eventId)
  return { confirmed: all.filter((row) => row.state === 'confirmed').length, waiting: all.filter((row) => row.state === 'waiting').length, all: all.length }
}

/** The cancellation link in an e-mail: its token. */
const tokenIn = (text: string) => decodeURIComponent(/\/events\/cancel\?token=([^\s]+)/.exec(text)![1]!)

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
  await payload.updateGlobal({ slug: 'settings', data: { siteTitle: 'Registan University' }, overrideAccess: true })
  cover = (await uploadPicture(payload, 'event-sign-ups')).id
}, 120_000)
afterAll(async () => {
  // The last e-mails owed go before the sink closes, so none is left failing against a closed port.
  await vi.waitFor(
    async () =>
      expect((await payload.count({ collection: 'event-registrations', where: { mailDueAt: { exists: true } }, overrideAccess: true })).totalDocs).toBe(0),
    { timeout: 15_000 },
  )
  await sink?.close()
})

describe(`event sign-ups (${dialect()})`, () => {
  it('gives a place and e-mails it in the visitor’s language with the .ics and a cancellation link; a GET of the link changes nothing, the POST cancels', async () => {
    const made = await event('first-come')
    const answer = await signUp({ event: 'first-come', email: 'First@Example.uz', phone: '+998 90 123 45 67', locale: 'ru' })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const [row] = await rows(made.id)
    expect(row).toMatchObject({ email: 'first@example.uz', state: 'confirmed', locale: 'ru', phone: '+998 90 123 45 67' })

    const mail = await sink.waitFor('first@example.uz')
    expect(mail.subject).toBe('Ваше место: Мероприятие first-come')
    expect(mail.text).toContain('Актовый зал')
    const ics = mail.attachments.find((file) => file.filename === 'first-come.ics')!
    expect(ics.mimeType).toBe('text/calendar')
    expect(ics.content).toContain('SUMMARY:Мероприятие first-come')
    expect(ics.content).toMatch(/UID:first-come@/)
    const token = tokenIn(mail.text)
    expect(mail.text).toContain('/ru/events/cancel?token=')
    await vi.waitFor(async () => expect((await rows(made.id))[0]).toMatchObject({ mailDueAt: null }))

    // Reading what the link names (the page's GET) leaves the place as it was.
    expect((await findCancellation(payload, token))?.registration.state).toBe('confirmed')
    expect((await rows(made.id))[0]!.state).toBe('confirmed')
    // A forged token and a token with another signature are refused; the real one cancels.
    expect((await cancel(`${token.split('.')[0]}.forged`)).status).toBe(404)
    expect((await cancel('nonsense')).status).toBe(404)
    const cancelled = await cancel(token)
    expect(cancelled.status).toBe(200)
    expect((await rows(made.id))[0]).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(String) })
  })

  it('holds the last three places exactly when twenty sign up at once: three places, the rest waiting; without a waiting list the rest are refused', async () => {
    for (const [slug, waitingList] of [
      ['crowded', true],
      ['crowded-no-list', false],
    ] as const) {
      const made = await event(slug, { open: true, capacity: 5, waitingList })
      for (const n of [1, 2]) expect((await signUp({ event: slug, email: `early${n}-${slug}@example.uz` })).status).toBe(201)
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => signUp({ event: slug, email: `crowd${n}-${slug}@example.uz` })))
      const statuses = answers.map((answer) => answer.status).sort()
      const counts = await states(made.id)
      expect(counts.confirmed).toBe(5)
      if (waitingList) {
        expect(statuses.every((status) => status === 201)).toBe(true)
        expect(counts.waiting).toBe(17)
      } else {
        expect(statuses.filter((status) => status === 201)).toHaveLength(3)
        expect(statuses.filter((status) => status === 409)).toHaveLength(17)
        expect(counts.all).toBe(5)
      }
    }
  })

  it('never gives one address a second place: the same answer to anyone, and the owner is told by e-mail', async () => {
    const made = await event('twice')
    const first = await signUp({ event: 'twice', email: 'twice@example.uz' })
    await sink.waitFor('twice@example.uz', (m) => m.subject.startsWith('Your place'))
    const again = await signUp({ event: 'twice', email: ' TWICE@example.uz ', name: 'Someone Else' })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual({ data: { sent: true } })
    expect(await states(made.id)).toMatchObject({ confirmed: 1, all: 1 })
    expect((await rows(made.id))[0]!.name).toBe('Dilnoza Karimova')
    const reminder = await sink.waitFor('twice@example.uz', (m) => m.subject.startsWith('You already have a place'))
    // The newest e-mail's link is the one that works.
    const older = tokenIn(sink.messages.find((m) => m.to.includes('twice@example.uz') && m.subject.startsWith('Your place'))!.text)
    expect((await cancel(older)).status).toBe(404)
    expect((await cancel(tokenIn(reminder.text))).status).toBe(200)
  })

  it('moves the first person waiting up when a place is cancelled, and e-mails them', async () => {
    const made = await event('one-place', { open: true, capacity: 1, waitingList: true })
    await signUp({ event: 'one-place', email: 'holder@example.uz' })
    await signUp({ event: 'one-place', email: 'waiting1@example.uz', locale: 'uz' })
    await signUp({ event: 'one-place', email: 'waiting2@example.uz' })
    const onList = await sink.waitFor('waiting1@example.uz')
    expect(onList.subject).toBe('Siz kutish roʻyxatidasiz: Event one-place')
    expect(onList.attachments).toHaveLength(0)
    const holder = await sink.waitFor('holder@example.uz')
    expect((await cancel(tokenIn(holder.text))).status).toBe(200)
    const promoted = await sink.waitFor('waiting1@example.uz', (m) => m.subject.startsWith('Siz uchun joy boʻshadi'))
    expect(promoted.attachments.map((file) => file.filename)).toEqual(['one-place.ics'])
    const byEmail = Object.fromEntries((await rows(made.id)).map((row) => [row.email, row.state]))
    expect(byEmail).toEqual({ 'holder@example.uz': 'cancelled', 'waiting1@example.uz': 'confirmed', 'waiting2@example.uz': 'waiting' })
    // The e-mail owed went once, whoever sends: a sweep now finds nothing due.
    expect(await sendDueSignUpMails(payload)).toBe(0)
  })

  it('refuses a closed, unknown, unpublished or sign-up-less event with a clear 4xx, and checks the fields in the visitor’s language', async () => {
    await event('closed-early', { open: true, capacity: 10, closesAt: new Date(Date.now() - DAY).toISOString() })
    await event('draft-only', { open: true, capacity: 10 }, { status: 'draft' })
    await event('no-sign-ups', { open: false })
    const closed = await signUp({ event: 'closed-early', email: 'late@example.uz', locale: 'ru' })
    expect(closed.status).toBe(409)
    expect(await closed.json()).toEqual({ errors: [{ message: 'Запись на это мероприятие закрыта.' }] })
    for (const slug of ['no-such-event', 'draft-only', 'no-sign-ups', '../x']) {
      const answer = await signUp({ event: slug, email: 'who@example.uz' })
      expect(answer.status, slug).toBe(404)
      expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('not found')
    }
    const invalid = await signUp({ event: 'closed-early', email: 'no-at-sign', name: ' ', phone: '12', locale: 'uz' })
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['name', 'email', 'phone'])
    // Without JavaScript: back to the event's page at the answer.
    const page = await signUpRoute(
      new Request('http://localhost/api/event-sign-ups', {
        method: 'POST',
        body: new URLSearchParams({ event: 'closed-early', name: 'A', email: 'a@example.uz', locale: 'uz' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': client() },
      }),
    )
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/uz/events/closed-early#sign-up-closed')
  })

  it('deletes an event with sign-ups in every way staff delete it (Local API, REST, GraphQL, from the trash), leaving no sign-up behind', async () => {
    const token = await staffToken(payload, 'admin')
    const auth = { Authorization: `JWT ${token}` }
    const withSignUps = async (slug: string) => {
      const made = await event(slug, { open: true, capacity: 1, waitingList: true })
      for (const n of [1, 2]) expect((await signUp({ event: slug, email: `${slug}-${n}@example.uz` })).status).toBe(201)
      expect((await rows(made.id)).length).toBe(2)
      return made.id
    }
    const gone = async (id: number) => {
      expect((await payload.count({ collection: 'events', where: { id: { equals: id } }, trash: true, overrideAccess: true })).totalDocs).toBe(0)
      expect(await rows(id)).toEqual([])
    }

    const local = await withSignUps('gone-local')
    await payload.delete({ collection: 'events', id: local, overrideAccess: true })
    await gone(local)

    const viaRest = await withSignUps('gone-rest')
    const deleted = await restDelete(new Request(`http://localhost/api/events/${viaRest}`, { method: 'DELETE', headers: auth }), {
      params: Promise.resolve({ slug: ['events', String(viaRest)] }),
    })
    expect(deleted.status).toBe(200)
    await gone(viaRest)

    const trashed = await withSignUps('gone-trash')
    const params = { params: Promise.resolve({ slug: ['events', String(trashed)] }) }
    const toTrash = await restPatch(
      new Request(`http://localhost/api/events/${trashed}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ deletedAt: new Date().toISOString() }),
      }),
      params,
    )
    expect(toTrash.status).toBe(200)
    expect(
      (await payload.count({ collection: 'events', where: { id: { equals: trashed }, deletedAt: { exists: true } }, trash: true, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    // In the trash the event keeps its sign-ups (it can be restored); deleting it for good takes them.
    expect((await rows(trashed)).length).toBe(2)
    const forGood = await restDelete(new Request(`http://localhost/api/events/${trashed}?trash=true`, { method: 'DELETE', headers: auth }), params)
    expect(forGood.status).toBe(200)
    await gone(trashed)

    const viaGraphql = await withSignUps('gone-graphql')
    const answer = await graphqlPost(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ query: `mutation { deleteEvent(id: ${viaGraphql}, trash: true) { id } }` }),
      }),
    )
    expect(answer.status).toBe(200)
    expect(JSON.stringify(await answer.json())).not.toContain('errors')
    await gone(viaGraphql)
  })
})
