// Random and malformed requests to every public endpoint and to the REST and GraphQL API
// (fast-check): whatever arrives, the answer is below 500, carries no stack trace or file path,
// and a redirect stays on the site. FUZZ_RUNS cases per endpoint: 200 in `npm test`, 1,000 in
// `npm run bench:fuzz`. A failure prints the seed and the smallest request that still fails.
import { expect, test } from './fixtures'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { WHERE_OPERATORS } from './helpers'

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
const OPERATORS = [...WHERE_OPERATORS, 'resembles']

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

// ── The front door: addresses, redirects, page posts and optimizer addresses ─────────────────
// Every such request must be answered, within a few seconds (a hang guard, not a timing test).
const ANSWER_WITHIN_MS = 5_000
const siteOrigin = new URL(base).origin

type Answer = { status: number; location?: string; text: string }
type RawRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string }

/** Sends the request line exactly as written (fetch would turn `\` into `/` and read `//host` as a host). */
function sendRaw({ method = 'GET', path, headers = {}, body }: RawRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/`,
      { method, path, agent: false, headers: { 'X-Forwarded-For': nextAddress(), ...headers }, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, text: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', (error) => reject(new Error(`${method} ${path} got no answer within ${ANSWER_WITHIN_MS / 1000} s (${error.message})`)))
    request.end(body)
  })
}

/** Below 500, no internals, and a redirect only to this site, written in ASCII. */
function expectSane(request: RawRequest, { status, location, text }: Answer) {
  const what = `${request.method ?? 'GET'} ${request.path}`
  expect(status, `${what} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(text, `${what} leaks internals`).not.toMatch(LEAKS)
  if (location !== undefined) {
    expect(location, `${what} redirects with a Location that is not ASCII`).toMatch(/^[\x21-\x7e]*$/)
    expect(new URL(location, base).origin, `${what} redirects off the site, to ${location}`).toBe(siteOrigin)
  }
}

async function fuzzRaw(arbitrary: fc.Arbitrary<RawRequest>, probes: RawRequest[]) {
  // The probe's own requests first, then generated ones around them.
  for (const request of probes) expectSane(request, await sendRaw(request))
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => expectSane(request, await sendRaw(request))),
    { numRuns: RUNS },
  )
}

const HOSTS = fc.constantFrom('evil.example', 'evil.example/x', '%20', '%25', 'x', '')
const OFFSITE_PREFIXES = ['//', '/\\', '///', '/%2F/', '/%2f%2f', '//%5C', '//%2F/', '//%20/', '//%25', '/%5C', '/\\/', '/%252F/']

test('addresses that name another host or cannot be read: protocol-relative, backslashes, broken escapes', async () => {
  const probes = [
    '//%20/x',
    '//%5Cevil.example',
    '//%2F/evil.example',
    '//%25',
    '//evil.example/x',
    '/\\evil.example',
    '/ru/\\evil.example',
    '/ru//evil.example/x',
  ]
  const tail = fc.constantFrom('', '/ru/api/search?q=x', '/en/api/search/suggest?q=a', '/news', '/?x=1', '/_next/image?url=x')
  const path = fc
    .tuple(locale, fc.constantFrom(...OFFSITE_PREFIXES), HOSTS, fc.option(rawSegment), tail)
    .map(([lang, prefix, host, segment, rest]) => `${lang}${prefix}${host}${segment ? `/${segment}` : ''}${rest}`)
  await fuzzRaw(
    fc.tuple(path, fc.constantFrom('GET', 'HEAD', 'POST')).map(([p, method]) => ({ method, path: p })),
    probes.map((p) => ({ path: p })),
  )
})

test('the language switch and the preview exit send only to this site, whatever the next page says and in any script', async () => {
  const probes = ['/ru//evil.example/x', '/uz/%5Cevil.example', '/ru/\\evil.example', '/ru/новости', '/uz/oʻquv?q=приём']
  const next = fc.oneof(
    fc.constantFrom(...probes, '//evil.example', 'https://evil.example', '/\t/evil.example', '/ru/%2F/evil.example'),
    fc
      .tuple(locale, fc.constantFrom(...OFFSITE_PREFIXES, '/'), HOSTS, fc.string({ maxLength: 8, unit: 'grapheme' }))
      .map(([lang, prefix, host, words]) => `${lang}${prefix}${host}${words}`),
  )
  const to = fc.constantFrom('en', 'ru', 'uz')
  const switches = (value: string, lang: string) => [
    { path: `/api/language?to=${lang}&next=${encodeURIComponent(value)}` },
    { path: `/api/preview/exit?path=${encodeURIComponent(value)}` },
  ]
  // A backslash as the browser sends it, not percent-encoded.
  const asTyped = [{ path: '/api/language?to=en&next=/ru/\\evil.example' }, { path: '/api/preview/exit?path=/\\evil.example' }]
  await fuzzRaw(
    fc.tuple(next, to, fc.boolean()).map(([value, lang, preview]) => switches(value, lang)[Number(preview)]),
    [...probes.flatMap((value) => switches(value, 'en')), ...asTyped],
  )
})

/** The site's own server actions, as the build lists them: their ids are in the pages' scripts for anyone to read. */
const serverActions = Object.keys(
  JSON.parse(readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8')).node as object,
)

test('forms posted to pages, which Next would take for server actions, and forged calls to the real ones', async () => {
  expect(serverActions.length, 'the build lists its server actions').toBeGreaterThan(0)
  const page = fc.constantFrom('/', '/en', '/ru', '/uz/news', '/news/x', '/contact', '/form', '/search?q=x', '/ru/static/history', '/documents', '/%D0%BF')
  const type = fc.constantFrom(
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'multipart/form-data; boundary=----campus',
    'multipart/form-data; boundary=',
    'application/x-www-form-urlencoded',
    'text/plain;charset=UTF-8',
  )
  const body = fc.oneof(
    anyText,
    fc.constantFrom(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_0123456789abcdef"\r\n\r\n\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n',
      '------campus\r\nContent-Disposition: form-data; name="1"\r\n\r\n["$K1"]\r\n',
      '--x',
      '["$@1",["x",null]]',
    ),
  )
  const action = fc.option(fc.constantFrom('x', '0'.repeat(40), '7f00000000000000000000000000000000000000aa', '', ...serverActions), { nil: undefined })
  const request = fc.tuple(page, type, body, action).map(([path, contentType, text, id]) => ({
    method: 'POST',
    path,
    body: text,
    headers: { 'Content-Type': contentType, ...(id === undefined ? {} : { 'Next-Action': id }) },
  }))
  const forged = serverActions.flatMap((id) =>
    [
      ['text/plain;charset=UTF-8', '[1'],
      ['text/plain;charset=UTF-8', '[{"categoryId":"x","year":"y"},"xx",-1]'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1\r\n--x--\r\n'],
    ].map(([type, body]) => ({ method: 'POST', path: '/news', headers: { 'Content-Type': type, 'Next-Action': id }, body })),
  )
  await fuzzRaw(request, [
    { method: 'POST', path: '/', headers: { 'Content-Type': 'multipart/form-data' }, body: 'x' },
    { method: 'POST', path: '/ru/news', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' },
    ...forged,
  ])
})

test('image optimizer addresses that name no image of this site', async () => {
  const probes = ['/api/media/file/', '%', '\n', '//', '/api/media/file/%', '/api/media/file/\n', '/api/media/file//']
  const image = fc.oneof(
    fc.constantFrom(
      ...probes,
      '//evil.example/x.jpg',
      'https://evil.example/x.jpg',
      '/api/media/file/nope.jpg',
      '/images/',
      '/images/../api/users',
      '/api/media/file/..%2F..%2Fapi%2Fusers',
      '/api/media/file/%2e%2e',
      '/_next/image?url=/api/media/file/x.jpg',
    ),
    rawSegment.map((segment) => `/api/media/file/${segment}`),
    rawSegment.map((segment) => `/images/${segment}`),
    anyText,
  )
  const width = fc.constantFrom('640', '828', '1', 'x')
  const address = (url: string, w: string) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75`
  await fuzzRaw(
    fc.tuple(image, width).map(([url, w]) => ({ path: address(url, w) })),
    [...probes.map((url) => ({ path: address(url, '640') })), { path: '/_next/image?url=//&w=640&q=75' }, { path: '/_next/image?url=%25&w=640&q=75' }],
  )
})
