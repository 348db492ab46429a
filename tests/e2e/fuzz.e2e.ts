// Random and malformed requests to every public endpoint and to the REST and GraphQL API
// (fast-check): whatever arrives, the answer is below 500 and carries no stack trace or file
// path. FUZZ_RUNS cases per endpoint: 200 in `npm test`, 1,000 in `npm run bench:fuzz`.
// A failure prints the seed and the smallest request that still fails.
import { expect, test } from './fixtures'
import fc from 'fast-check'

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

// Every case comes from its own address (the proxy header is believed from loopback, as from
// nginx), so the rate limits answer 429 only where a case itself asks too often.
let caseNumber = 0
const nextAddress = () => {
  caseNumber++
  return `10.${(caseNumber >> 16) & 255}.${(caseNumber >> 8) & 255}.${caseNumber & 255}`
}

const LEAKS = /\n\s+at [^\n]+[(:]\d|node_modules|\/work\/|webpack-internal|\.tsx?:\d+|\.m?js:\d+:\d+/

type Sent = { method?: string; path: string; body?: string | FormData; type?: string }

async function send({ method = 'GET', path, body, type }: Sent) {
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress() }
  if (type) headers['Content-Type'] = type
  const response = await fetch(`${base}${path}`, { method, body, headers, redirect: 'manual' })
  const text = await response.text()
  return { status: response.status, text }
}

/** Sends each generated request and insists on a sane answer. */
async function fuzz(arbitrary: fc.Arbitrary<Sent>) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const { status, text } = await send(request)
      expect(status, `${request.method ?? 'GET'} ${request.path} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500)
      expect(text, `${request.method ?? 'GET'} ${request.path} leaks internals`).not.toMatch(LEAKS)
    }),
    { numRuns: RUNS },
  )
}

// ── Building blocks ────────────────────────────────────────────────────────────────────────
const hex = fc.integer({ min: 0, max: 255 }).map((n) => `%${n.toString(16).padStart(2, '0')}`)
/** A path segment as an attacker writes it: words, stray and broken percent escapes, odd characters. */
const rawSegment = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'z', '0', '-', '_', '.', '..', '~', '%', '%c0%af', '%ff', '%e0%a4%a', '%00', '%2e%2e', '%2f', ';', '@', ':'),
      hex,
      fc.string({ maxLength: 6 }).map(encodeURIComponent),
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(''))
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom('', ' ', 'null', '-1', '1e309', '9'.repeat(30), 'NaN', "'; drop table news;--", '<script>x</script>'),
)
const queryValue = fc.oneof(
  anyText,
  fc.integer().map(String),
  fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
)
const locale = fc.constantFrom('', '/ru', '/uz', '/en', '/oz', '/xx')

const COLLECTIONS = [
  'news',
  'events',
  'pages',
  'faculties',
  'programs',
  'partners',
  'clubs',
  'team',
  'members',
  'galleries',
  'media',
  'videos',
  'users',
  'applications',
  'application-files',
  'degrees',
  'study-forms',
  'regions',
  'offices',
  'contact-messages',
  'nothing',
]
const FIELDS = [
  'id',
  'title',
  'slug',
  'date',
  'createdAt',
  'updatedAt',
  '_status',
  'faculty',
  'cover',
  'excerpt',
  'publishedAt',
  'startsAt',
  'number',
  'email',
  'status',
  'alt',
  'filename',
  'version.title',
  'title.en',
  'faculty.title',
  'x',
]
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'resembles',
]

const whereClause = fc
  .tuple(
    fc.constantFrom('', '[or][0]', '[and][1]', '[or][0][and][0]'),
    fc.constantFrom(...FIELDS),
    fc.constantFrom(...OPERATORS),
    fc.constantFrom('', '[0]', '[x]'),
    queryValue,
  )
  .map(([group, field, operator, suffix, value]) => `where${group}[${field}][${operator}]${suffix}=${encodeURIComponent(value)}`)
const restParam = fc.oneof(
  whereClause,
  fc
    .tuple(
      fc.constantFrom(
        'limit',
        'page',
        'depth',
        'sort',
        'locale',
        'fallback-locale',
        'draft',
        'select[title]',
        'populate[faculties][title]',
        'joins',
        'trash',
        'where',
      ),
      queryValue,
    )
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
)
const restQuery = fc.array(restParam, { maxLength: 4 }).map((params) => (params.length ? `?${params.join('&')}` : ''))

// ── The endpoints ──────────────────────────────────────────────────────────────────────────
test.describe.configure({ timeout: Math.max(120_000, RUNS * 1_500) })

test('pages under every section, with broken and hostile addresses', async () => {
  const section = fc.constantFrom(
    '',
    '/news',
    '/events',
    '/partners',
    '/gallery',
    '/static',
    '/clubs',
    '/team',
    '/faculties',
    '/contact',
    '/form',
    '/studentConsole',
    '/replace-document',
    '/get-contract',
    '/feed',
    '/admin',
    '/_next/static',
    '/api/calendar',
  )
  await fuzz(
    fc
      .tuple(locale, section, rawSegment, fc.option(restParam))
      .map(([lang, part, segment, query]) => ({ path: `${lang}${part}/${segment}${query ? `?${query}` : ''}` })),
  )
})

test('the search page and its JSON calls', async () => {
  const params = fc.record({ q: anyText, page: queryValue, type: fc.oneof(anyText, fc.constantFrom('news', 'events', 'pages', 'faculties')) })
  const where = fc.constantFrom(
    '/search',
    '/ru/search',
    '/uz/search',
    '/en/api/search',
    '/ru/api/search',
    '/oz/api/search',
    '/uz/api/search',
    '/en/api/search/suggest',
    '/ru/api/search/suggest',
  )
  await fuzz(fc.tuple(where, params).map(([path, p]) => ({ path: `${path}?${new URLSearchParams(p as Record<string, string>)}` })))
})

test('REST lists and counts with any query', async () => {
  const path = fc
    .tuple(fc.constantFrom(...COLLECTIONS), fc.constantFrom('', '/count', '/versions'), restQuery)
    .map(([slug, tail, query]) => `/api/${slug}${tail}${query}`)
  await fuzz(path.map((p) => ({ path: p })))
})

test('REST documents by any id, and globals', async () => {
  const byId = fc.tuple(
    fc.constantFrom(...COLLECTIONS),
    fc.oneof(rawSegment, fc.integer().map(String), fc.constantFrom('0', '-1', '2147483648', '1.5', '1e3', 'me', 'init', 'count')),
    restQuery,
  )
  const globals = fc.tuple(fc.constantFrom('home', 'settings', 'menu', 'contract', 'nothing'), restQuery).map(([slug, query]) => `/api/globals/${slug}${query}`)
  await fuzz(
    fc
      .oneof(
        byId.map(([slug, id, query]) => `/api/${slug}/${id}${query}`),
        globals,
      )
      .map((path) => ({ path })),
  )
})

test('GraphQL with any body', async () => {
  const collection = fc.constantFrom('News', 'Events', 'Pages', 'Faculties', 'Applications', 'Users', 'Nothing')
  const query = fc.oneof(
    fc
      .tuple(collection, fc.constantFrom('date', 'title', 'id', 'slug'), fc.constantFrom(...OPERATORS), queryValue)
      .map(([name, field, operator, value]) =>
        JSON.stringify({ query: `{ ${name}(where: { ${field}: { ${operator}: ${JSON.stringify(value)} } }, limit: 2) { docs { id } } }` }),
      ),
    fc
      .tuple(
        collection,
        fc.oneof(
          fc.integer().map(String),
          anyText.map((t) => JSON.stringify(t)),
        ),
      )
      .map(([name, id]) => JSON.stringify({ query: `{ ${name.replace(/s$/, '')}(id: ${id}) { id } }` })),
    fc.json(),
    anyText,
    fc.constantFrom('{bad', '{"query":', '{"query":1}', '[]', 'null', '{"query":"{","variables":"x"}'),
  )
  await fuzz(
    fc
      .tuple(query, fc.constantFrom('application/json', 'text/plain', 'application/graphql'))
      .map(([body, type]) => ({ method: 'POST', path: '/api/graphql', body, type })),
  )
})

test('the status check, the contract, the apply, subscribe, unsubscribe and contact endpoints with any body', async () => {
  const fields = fc.dictionary(
    fc.constantFrom('number', 'birthDate', 'locale', 'firstName', 'email', 'phone', 'degree', 'faculty', 'name', 'office', 'message', 'website', 'x'),
    queryValue,
    { maxKeys: 5 },
  )
  const asJson = fields.map((data) => ({ body: JSON.stringify(data), type: 'application/json' }))
  const asForm = fields.map((data) => ({ body: new URLSearchParams(data).toString(), type: 'application/x-www-form-urlencoded' }))
  const asMultipart = fc.tuple(fields, fc.uint8Array({ maxLength: 2048 }), fc.constantFrom('photo', 'passport', 'diploma', 'x')).map(([data, bytes, name]) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(data)) form.append(key, value)
    form.append(name, new Blob([bytes], { type: 'image/jpeg' }), 'file.jpg')
    return { body: form as FormData, type: undefined }
  })
  const junk = fc
    .tuple(anyText, fc.constantFrom('application/json', 'multipart/form-data', 'multipart/form-data; boundary=x', 'text/xml', ''))
    .map(([body, type]) => ({ body, type: type || undefined }))
  const target = fc.constantFrom(
    '/api/console',
    '/api/contract',
    '/api/contract/pdf',
    '/api/apply',
    '/ru/api/regions',
    '/en/api/select/faculties',
    '/ru/api/subscribe',
    '/oz/api/subscribe',
    '/api/newsletter/unsubscribe?token=x.y',
    '/api/contact',
    '/api/replace-document',
    '/api/replace-document/upload',
  )
  await fuzz(fc.tuple(target, fc.oneof(asJson, asForm, asMultipart, junk)).map(([path, body]) => ({ method: 'POST', path, ...body })))
})

test('downloads, calendars, previews, newsletter links and option lists with any name', async () => {
  const path = fc.oneof(
    rawSegment.map((name) => `/api/media/file/${name}`),
    rawSegment.map((name) => `/api/videos/file/${name}`),
    rawSegment.map((name) => `/api/admissions/files/${name}`),
    rawSegment.map((name) => `/api/calendar/${name}`),
    anyText.map((where) => `/api/preview/exit?path=${encodeURIComponent(where)}`),
    fc.tuple(locale, anyText).map(([lang, token]) => `${lang}/newsletter/${token.length % 2 ? 'confirm' : 'unsubscribe'}?token=${encodeURIComponent(token)}`),
    fc.tuple(anyText, anyText).map(([slug, secret]) => `/api/preview?slug=${encodeURIComponent(slug)}&secret=${encodeURIComponent(secret)}`),
    fc
      .tuple(fc.constantFrom('/en', '/ru', '/oz'), rawSegment, fc.option(restParam))
      .map(([lang, kind, query]) => `${lang}/api/select/${kind}${query ? `?${query}` : ''}`),
    fc.tuple(locale, fc.option(restParam)).map(([lang, query]) => `${lang || '/en'}/api/regions${query ? `?${query}` : ''}`),
    fc.constantFrom('/api/admissions/export', '/api/health', '/sitemap.xml', '/robots.txt').map((p) => `${p}`),
  )
  await fuzz(path.map((p) => ({ path: p })))
})

test('staff sign-in and password reset with any body', async () => {
  const body = fc.oneof(
    fc.record({ email: anyText, password: anyText }).map((data) => JSON.stringify(data)),
    fc.json(),
    anyText,
  )
  await fuzz(
    fc
      .tuple(
        fc.constantFrom(
          '/api/users/login',
          '/api/users/forgot-password',
          '/api/users/reset-password',
          '/api/users/first-register',
          '/api/users/refresh-token',
          '/api/users/unlock',
        ),
        body,
      )
      .map(([path, data]) => ({ method: 'POST', path, body: data, type: 'application/json' })),
  )
})
