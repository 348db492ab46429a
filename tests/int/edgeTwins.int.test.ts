// Every path the production server answers before Next with a route's own handler
// (src/edge/twins.ts) gives the same answer as that route: the same requests go through the front
// door's steps on a real Node server and to the route handlers as Next calls them, and the
// status, the headers that matter and the body are compared. A twin added without requests here
// fails the first test.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sharedLookupReader } from '@/admissions/server/lookupReader'
import { POST as statusRoute } from '@/app/api/console/route'
import { GET as searchRoute } from '@/app/(site)/[locale]/api/search/route'
import { GET as suggestRoute } from '@/app/(site)/[locale]/api/search/suggest/route'
import { POST as subscribeRoute } from '@/app/(site)/[locale]/api/subscribe/route'
import { sharedReadConnection } from '@/database/connections'
import { answeredBeforeNext, twinStep } from '@/edge/beforeNext'
import { twins } from '@/edge/twins'
import { processWide } from '@/lib/processWide'
import { richText } from '@/seed/richText'

import { createCatalogue, submitApplicationThroughRoute } from '../helpers/admissionsFixture'
import { approvedApplicant, switchPaymentsOn } from '../helpers/paymentsFixture'
import { dialect, testPayload } from '../helpers/payload'

type Case = { path: string; init?: RequestInit }

/** The route each address belongs to, as Next's router would pick it. */
const routes: { file: string; path: RegExp; handler: (request: Request) => Promise<Response> }[] = [
  { file: 'src/app/api/console/route.ts', path: /^\/api\/console$/, handler: statusRoute },
  { file: 'src/app/(site)/[locale]/api/search/suggest/route.ts', path: /^\/\w+\/api\/search\/suggest$/, handler: suggestRoute },
  { file: 'src/app/(site)/[locale]/api/search/route.ts', path: /^\/\w+\/api\/search$/, handler: searchRoute },
  { file: 'src/app/(site)/[locale]/api/subscribe/route.ts', path: /^\/\w+\/api\/subscribe$/, handler: subscribeRoute },
]

let payload: Payload
let server: Server
let base = ''
let number = ''
/** An approved application: its answer carries the invoice and, with the providers on, the links to pay. */
let approved = ''
let counter = 0
/** One client address per case, the same on both sides: each side's limits see the same history. */
const client = () => `10.61.${Math.floor(++counter / 250)}.${counter % 250}`

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
})
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
})

/** The requests each twin is compared on, by its name in src/edge/twins.ts. */
const cases = (): Record<string, Case[]> => ({
  'status check': [
    { path: '/api/console', init: json({ application_number: number, birth_date: '2005-09-09' }) },
    { path: '/api/console', init: json({ application_number: number, birth_date: '2005-09-09' }, { 'accept-language': 'ru' }) },
    { path: '/api/console', init: form({ application_number: number, birth_date: '2005-09-09', locale: 'uz' }) },
    { path: '/api/console', init: json({ application_number: number, birth_date: '2001-01-01' }) },
    { path: '/api/console', init: json({ application_number: 'ZZZZ-ZZZZ', birth_date: '2005-09-09' }) },
    { path: '/api/console', init: json({ application_number: '' }) },
    { path: '/api/console', init: { method: 'POST', body: '{"application_number":', headers: { 'content-type': 'application/json' } } },
    { path: '/api/console', init: json([number, '2005-09-09']) },
    { path: '/api/console', init: json({ application_number: approved, birth_date: '2007-03-14', locale: 'ru' }) },
    { path: '/api/console', init: form({ application_number: approved, birth_date: '2007-03-14', locale: 'uz' }) },
  ],
  'search calls': [
    { path: '/en/api/search?q=twinned%20observatory' },
    { path: '/ru/api/search?q=twinned&type=news' },
    { path: '/oz/api/search?q=twinned&page=2' },
    { path: '/en/api/search?q=twinned&type=nonsense' },
    { path: '/en/api/search?q=twinned&page=0' },
    { path: '/uz/api/search/suggest?q=twinn' },
    { path: '/en/api/search/suggest?q=' },
  ],
  'newsletter sign-ups': [
    { path: '/en/api/subscribe', init: json({ email: 'twins.reader@example.uz' }, { accept: 'application/json' }) },
    { path: '/ru/api/subscribe', init: form({ email: 'twins.form@example.uz' }, { accept: 'application/json' }) },
    { path: '/uz/api/subscribe', init: json({ email: 'not an address' }, { accept: 'application/json' }) },
    { path: '/oz/api/subscribe', init: json({}, { accept: 'application/json' }) },
    { path: '/en/api/subscribe', init: json({ email: 'twins.cross@example.uz' }, { accept: 'application/json', origin: 'https://elsewhere.example' }) },
  ],
})

/** What a person or a client reads of an answer: status, the headers that change its meaning, the body. */
async function reading(response: Response) {
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  const headers = Object.fromEntries(
    ['content-type', 'cache-control', 'retry-after', 'location', 'x-challenge'].map((name) => [name, response.headers.get(name)?.replace(/\s+/g, '')]),
  )
  return { status: response.status, headers, body }
}

const routeFor = (path: string) => routes.find((route) => route.path.test(path.split('?')[0]))

beforeAll(async () => {
  payload = await testPayload()
  // No confirmation e-mail leaves this test: the sign-ups are compared, not mailed.
  processWide<{ wake?: () => void }>('outbox.newsletter.confirmationSender', () => ({})).wake = () => {}
  const catalogue = await createCatalogue(payload, 'twins')
  number = await submitApplicationThroughRoute(catalogue, { birth_date: '2005-09-09' })
  await switchPaymentsOn(payload)
  approved = (await approvedApplicant(payload, catalogue)).application.applicationNumber
  await payload.create({
    collection: 'news',
    data: {
      title: 'Twinned observatory opens',
      excerpt: 'The dome opens to visitors.',
      body: richText('The twinned observatory opens its dome to students and visitors.'),
      date: new Date().toISOString(),
      cover: catalogue.media,
      _status: 'published',
    } as never,
  })
  const steps = twins({ reader: sharedLookupReader(), db: sharedReadConnection() }).map(twinStep)
  server = createServer(async (req, res) => {
    // Next's place: nothing a twin should leave to it may reach here.
    if (!(await answeredBeforeNext(steps, true, req, res))) res.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve))
})

describe(`the front door's twins on ${dialect()}`, () => {
  it('has requests for every twin, and a route file for every route a twin names', () => {
    const table = twins({ reader: sharedLookupReader(), db: sharedReadConnection() })
    expect(Object.keys(cases()).sort()).toEqual(table.map((twin) => twin.name).sort())
    expect(table.flatMap((twin) => twin.routes).sort()).toEqual(routes.map((route) => route.file).sort())
  })

  it('answers every request as the route handler does', async () => {
    for (const [name, list] of Object.entries(cases())) {
      for (const { path, init = {} } of list) {
        const address = client()
        const headers = { ...(init.headers as Record<string, string>), 'x-forwarded-for': address }
        const route = routeFor(path)
        expect(route, `${name}: ${path} has a route`).toBeDefined()
        const fromRoute = await reading(await route!.handler(new Request(`http://localhost${path}`, { ...init, headers })))
        const fromEdge = await reading(await fetch(`${base}${path}`, { ...init, headers }))
        expect(fromEdge, `${name}: ${init.method ?? 'GET'} ${path}`).toEqual(fromRoute)
      }
    }
  })

  it('shows the comparison can fail: a known number and an unknown one answer differently', async () => {
    const known = await reading(
      await fetch(`${base}/api/console`, {
        ...json({ application_number: number, birth_date: '2005-09-09' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      }),
    )
    const unknown = await reading(
      await fetch(`${base}/api/console`, {
        ...json({ application_number: 'ZZZZ-ZZZZ', birth_date: '2005-09-09' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      }),
    )
    expect(known.status).toBe(200)
    expect(known).not.toEqual(unknown)
  })

  it('answers an approved application with its invoice and the links to pay, before Next too', async () => {
    const answer = await reading(
      await fetch(`${base}/api/console`, {
        ...json({ application_number: approved, birth_date: '2007-03-14' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      }),
    )
    expect(answer.headers['cache-control']).toContain('no-store')
    expect(answer.body).toMatchObject({
      data: { status: 'approved', payment: { state: 'unpaid', pay: expect.arrayContaining([expect.objectContaining({ kind: 'all' })]) } },
    })
  })

  it('leaves to Next what the routes answer with a page: a sign-up posted without JavaScript, a multipart status check', async () => {
    const page = await fetch(`${base}/en/api/subscribe`, { ...form({ email: 'twins.page@example.uz' }, { accept: 'text/html' }) })
    expect(page.status).toBe(418)
    const multipart = new FormData()
    multipart.append('application_number', number)
    expect((await fetch(`${base}/api/console`, { method: 'POST', body: multipart })).status).toBe(418)
  })
})
