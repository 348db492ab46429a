// The REST and GraphQL API as signed-in staff of every role (and as a visitor): the versions of
// every collection and global, Payload's own collections and job endpoints, and GraphQL `where`
// conditions that are null. Whatever is asked, the answer is below 500, names no internal error
// (TypeError, a stack, a file path) and comes within 5 seconds. Random cases as in fuzz.e2e.ts.
import type { APIRequestContext } from '@playwright/test'
import fc from 'fast-check'

import { expect, test } from './fixtures'
import { adminHeaders, WHERE_OPERATORS } from './helpers'
import { staffToken } from './secondFactor'

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`
const ANSWER_WITHIN_MS = 5_000

// As in fuzz.e2e.ts: a stack line, a file path, plus the names of JavaScript's own errors.
const LEAKS = /\n\s+at [^\n]+[(:]\d|node_modules|\/work\/|webpack-internal|\.tsx?:\d+|\.m?js:\d+:\d+/
const INTERNALS = /\b(TypeError|ReferenceError|RangeError|EvalError|URIError|AggregateError)\b|Cannot read propert|is not a function|"stack"\s*:/

// Every collection (the site's and Payload's own) and every global, versioned or not.
const COLLECTIONS = [
  'news',
  'events',
  'categories',
  'pages',
  'faculties',
  'programs',
  'partners',
  'redirects',
  'galleries',
  'clubs',
  'team',
  'members',
  'media',
  'documents',
  'videos',
  'applications',
  'application-files',
  'admissions-audit',
  'degrees',
  'study-forms',
  'regions',
  'subscribers',
  'newsletter-issues',
  'newsletter-deliveries',
  'offices',
  'contact-messages',
  'users',
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
]
const GLOBALS = ['home', 'settings', 'menu', 'contract']
// The list queries of the GraphQL schema (collections with GraphQL), with a text field of each where it has one.
const GRAPHQL_LISTS: Record<string, string> = {
  allNews: 'title',
  Events: 'title',
  Categories: 'title',
  Pages: 'title',
  Faculties: 'title',
  Programs: 'title',
  Partners: 'title',
  Redirects: 'from',
  Galleries: 'title',
  Clubs: 'title',
  Teams: 'name',
  Members: 'name',
  allMedia: 'alt',
  Documents: 'title',
  Videos: 'title',
  Degrees: 'title',
  StudyForms: 'title',
  Regions: 'title',
  Subscribers: 'email',
  NewsletterIssues: 'subject',
  NewsletterDeliveries: 'email',
  Offices: 'name',
  Users: 'email',
  PayloadJobs: 'taskSlug',
  PayloadLockedDocuments: 'globalSlug',
  PayloadPreferences: 'key',
  versionsallNews: 'version__title',
  versionsPages: 'version__title',
  versionsOffices: 'version__name',
  versionsHome: 'version__updatedAt',
}
const OPERATORS = WHERE_OPERATORS

type Role = 'visitor' | 'admin' | 'editor' | 'admissions'
const ROLES: Role[] = ['visitor', 'admin', 'editor', 'admissions']
const signedIn: Record<Role, Record<string, string>> = { visitor: {}, admin: {}, editor: {}, admissions: {} }

/** Signs in an administrator, and a new editor and admissions officer (as admissions-api.e2e.ts does). */
async function signInStaff(request: APIRequestContext) {
  signedIn.admin = await adminHeaders(request)
  for (const role of ['editor', 'admissions'] as const) {
    const email = `e2e-fuzz-${role}-${Date.now()}@example.edu`
    const password = 'e2e-staff-password-1'
    const created = await request.post('/api/users', { headers: signedIn.admin, data: { email, password, roles: [role] } })
    expect(created.status()).toBe(201)
    signedIn[role] = { Authorization: `JWT ${await staffToken(email, password)}` }
  }
}

// Every case from its own address, as in fuzz.e2e.ts, so the rate limits do not answer for it.
let caseNumber = 0
const nextAddress = () => {
  caseNumber++
  return `10.200.${(caseNumber >> 8) & 255}.${caseNumber & 255}`
}

type Sent = { role: Role; method?: string; path: string; body?: string }

async function send({ role, method = 'GET', path, body }: Sent) {
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress(), ...signedIn[role] }
  if (body) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${base}${path}`, { method, body, headers, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch(
    (error: Error) => {
      throw new Error(`${method} ${path} as ${role}: no answer within ${ANSWER_WITHIN_MS} ms (${error.name})`)
    },
  )
  return { status: response.status, text: await response.text() }
}

/** A sane answer: below 500, nothing internal in it. */
async function expectSane(request: Sent) {
  const { status, text } = await send(request)
  const what = `${request.method ?? 'GET'} ${request.path} ${request.body ?? ''} as ${request.role}`
  expect(status, `${what} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(text, `${what} leaks internals`).not.toMatch(LEAKS)
  expect(text, `${what} names an internal error`).not.toMatch(INTERNALS)
  return { status, text }
}

const fuzz = (arbitrary: fc.Arbitrary<Sent>) =>
  fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      await expectSane(request)
    }),
    { numRuns: RUNS },
  )

const role = fc.constantFrom(...ROLES)
const anyText = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', 'null', '-1', '1e309', 'NaN', '2026-01-01', "'; drop table news;--"))
const field = fc.constantFrom('id', 'parent', 'latest', 'createdAt', 'updatedAt', 'version.title', 'version.email', 'version._status', 'x')
const restQuery = fc
  .array(
    fc.oneof(
      fc.tuple(field, fc.constantFrom(...OPERATORS), anyText).map(([name, operator, value]) => `where[${name}][${operator}]=${encodeURIComponent(value)}`),
      fc.tuple(fc.constantFrom('limit', 'page', 'depth', 'sort', 'locale', 'draft'), anyText).map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
    ),
    { maxLength: 3 },
  )
  .map((params) => (params.length ? `?${params.join('&')}` : ''))

test.describe.configure({ timeout: Math.max(180_000, RUNS * 2_000) })

test.beforeAll(async ({ request }) => {
  await signInStaff(request)
  // Whatever the admin's permissions name besides: a collection or global added later is fuzzed too.
  const access = (await (await request.get('/api/access', { headers: signedIn.admin })).json()) as Record<string, Record<string, unknown>>
  for (const slug of Object.keys(access.collections ?? {})) if (!COLLECTIONS.includes(slug)) COLLECTIONS.push(slug)
  for (const slug of Object.keys(access.globals ?? {})) if (!GLOBALS.includes(slug)) GLOBALS.push(slug)
})

test('the versions of every collection and global, as every role', async () => {
  for (const who of ROLES) {
    for (const slug of COLLECTIONS) {
      for (const path of [`/api/${slug}/versions`, `/api/${slug}/versions/1`, `/api/${slug}/versions?where[version.updatedAt][exists]=true`]) {
        await expectSane({ role: who, path })
      }
    }
    for (const slug of GLOBALS) {
      for (const path of [`/api/globals/${slug}/versions`, `/api/globals/${slug}/versions/1`]) await expectSane({ role: who, path })
    }
  }
  // The same, with random queries and ids.
  const id = fc.oneof(
    fc.constant(''),
    fc.integer({ min: -1, max: 3 }).map((n) => `/${n}`),
    anyText.map((text) => `/${encodeURIComponent(text)}`),
  )
  await fuzz(
    fc.oneof(
      fc
        .tuple(role, fc.constantFrom(...COLLECTIONS), id, restQuery)
        .map(([who, slug, tail, query]) => ({ role: who, path: `/api/${slug}/versions${tail}${query}` })),
      fc
        .tuple(role, fc.constantFrom(...GLOBALS), id, restQuery)
        .map(([who, slug, tail, query]) => ({ role: who, path: `/api/globals/${slug}/versions${tail}${query}` })),
    ),
  )
})

test('a collection that keeps no versions answers its versions 404 with a message; migration records are not served to anyone', async () => {
  for (const who of ROLES) {
    const versions = await expectSane({ role: who, path: '/api/users/versions' })
    expect(versions.status, who).toBe(404)
    expect(JSON.parse(versions.text).errors[0].message).toMatch(/keeps no versions/)
    expect((await expectSane({ role: who, path: '/api/payload-migrations' })).status, who).toBe(404)
  }
})

test('Payload’s own collections and job endpoints, as every role', async () => {
  const path = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('payload-jobs', 'payload-kv', 'payload-locked-documents', 'payload-preferences', 'payload-migrations'),
        fc.constantFrom('', '/1', '/count'),
        restQuery,
      )
      .map(([slug, tail, query]) => `/api/${slug}${tail}${query}`),
    fc
      .tuple(fc.constantFrom('run', 'handle-schedules'), fc.constantFrom('', '?queue=default', '?allQueues=true', '?limit=abc', '?disableScheduling=true'))
      .map(([name, query]) => `/api/payload-jobs/${name}${query}`),
  )
  await fuzz(fc.tuple(role, path).map(([who, p]) => ({ role: who, path: p })))
  // Running the queue over HTTP is for admins: the server runs it itself.
  for (const who of ['editor', 'admissions'] as const) {
    expect((await expectSane({ role: who, path: '/api/payload-jobs/run' })).status, who).toBe(403)
  }
})

test('GraphQL conditions that are null, as every role', async () => {
  // The plainest case, by hand: a text field compared with null.
  for (const who of ROLES) {
    for (const query of ['{ allNews(where: { title: { like: null } }) { docs { id } } }', '{ Users(where: { email: { like: null } }) { docs { id } } }']) {
      const { status, text } = await expectSane({ role: who, method: 'POST', path: '/api/graphql', body: JSON.stringify({ query }) })
      expect(status, `${query} as ${who}`).toBe(400)
      expect(JSON.parse(text).errors[0].message).toMatch(/"(title|email)\.like" in "where" is null/)
    }
  }
  const list = fc.constantFrom(...Object.keys(GRAPHQL_LISTS))
  const written = fc
    .tuple(list, fc.constantFrom('id', 'createdAt', 'updatedAt', 'text'), fc.constantFrom(...OPERATORS), fc.constantFrom('', 'OR', 'AND'))
    .map(([name, which, operator, group]) => {
      const condition = `{ ${which === 'text' ? GRAPHQL_LISTS[name] : which}: { ${operator}: null } }`
      return { query: `{ ${name}(where: ${group ? `{ ${group}: [${condition}] }` : condition}, limit: 2) { docs { id } } }` }
    })
  const asVariable = fc.tuple(list, fc.constantFrom(...OPERATORS)).map(([name, operator]) => ({
    query: `query ($v: String) { ${name}(where: { ${GRAPHQL_LISTS[name]}: { ${operator}: $v } }, limit: 2) { docs { id } } }`,
    variables: { v: null },
  }))
  await fuzz(
    fc.tuple(role, fc.oneof(written, asVariable)).map(([who, body]) => ({ role: who, method: 'POST', path: '/api/graphql', body: JSON.stringify(body) })),
  )
})
