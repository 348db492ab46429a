// The production nginx config (deploy/nginx/campus.conf) in front of a stand-in app that counts
// what reaches it: what is cached, what never is, and the upload path. Needs an nginx binary;
// without one the file is skipped and says why (`npm test` reports the suite as not run).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findNginx, nginxMissingReason, siteConfigFile, startNginx, testNginxConfig, writeNginxConfig } from '../../scripts/nginx.mjs'

const nginx = findNginx()
let proxyUrl = ''
if (!nginx) console.warn(`Skipping the nginx config tests: ${nginxMissingReason()}`)

/** The Cookie header each request for `/` reached the app with. */
const homeLanguages: string[] = []

/** How the stand-in app answers: Next's real headers for each kind of response. */
function answer(req: http.IncomingMessage, res: http.ServerResponse, version: number) {
  const url = new URL(req.url ?? '/', 'http://app')
  const cacheable = { 'Cache-Control': 's-maxage=31536000', 'Content-Type': 'text/html' }
  if (url.pathname === '/') {
    // As src/proxy.ts: the remembered language, else the browser's, remembered with Set-Cookie.
    const remembered = /i18n_redirected=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
    const language = remembered ?? /^(en|ru|uz)/.exec(String(req.headers['accept-language']))?.[1] ?? 'en'
    const cookie: Record<string, string> = remembered ? {} : { 'Set-Cookie': `i18n_redirected=${language}; Path=/; Max-Age=31536000; SameSite=lax` }
    homeLanguages.push(String(req.headers.cookie))
    if (language === 'en') res.writeHead(200, { ...cacheable, ...cookie })
    else res.writeHead(307, { ...cacheable, ...cookie, Location: `/${language}` })
  } else if (url.pathname === '/search') {
    res.writeHead(200, { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
  } else if (url.pathname === '/with-cookie') {
    res.writeHead(200, { ...cacheable, 'Set-Cookie': 'session=1; Path=/' })
  } else if (/^\/[a-z]{2}\/api\/console/.test(url.pathname)) {
    res.writeHead(200, { 'Cache-Control': 'no-store, max-age=0', 'Content-Type': 'application/json' })
  } else if (/^\/[a-z]{2}\/api\//.test(url.pathname)) {
    // The public JSON API (src/compat/headers.ts).
    res.writeHead(200, { 'Cache-Control': 'public, max-age=5, stale-while-revalidate=30', 'Content-Type': 'application/json', Vary: 'Origin' })
  } else if (url.pathname.startsWith('/_next/static/')) {
    res.writeHead(200, { 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'application/javascript' })
  } else {
    // Even where the app (wrongly) said "cacheable", /admin and /api/ must never be stored.
    res.writeHead(200, cacheable)
  }
  res.end(`${req.method} ${url.pathname} v${version}`)
}

describe.skipIf(!nginx)('deploy/nginx/campus.conf', () => {
  const hits = new Map<string, number>()
  let version = 1
  let uploadBytes = 0
  let uploadStarted: () => void = () => {}
  let app: http.Server
  let proxy: Awaited<ReturnType<typeof startNginx>>

  beforeAll(async () => {
    app = http.createServer((req, res) => {
      const key = `${req.method} ${req.url}`
      hits.set(key, (hits.get(key) ?? 0) + 1)
      if (req.url === '/api/apply') {
        uploadBytes = 0
        req.on('data', (chunk: Buffer) => {
          uploadBytes += chunk.length
          uploadStarted()
        })
        req.on('end', () => res.end(String(uploadBytes)))
        return
      }
      answer(req, res, version)
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const appPort = (app.address() as AddressInfo).port
    proxy = await startNginx({ nginx: nginx!, port: await freePort(), appPort })
    proxyUrl = proxy.url
  })
  afterAll(async () => {
    await proxy?.stop()
    await new Promise((resolve) => app?.close(resolve))
  })

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(proxy.url + pathname, { headers, redirect: 'manual' }).then(async (r) => ({
      status: r.status,
      body: await r.text(),
      cache: r.headers.get('x-cache-status') ?? '',
    }))
  const reached = (pathname: string, method = 'GET') => hits.get(`${method} ${pathname}`) ?? 0

  it('passes `nginx -t` as generated from the shipped file', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-t-'))
    try {
      const result = testNginxConfig(nginx!, { prefix, config: writeNginxConfig({ prefix, port: 8080, appPort: 3000 }) })
      expect(result.report).toContain('test is successful')
      expect(result.ok).toBe(true)
    } finally {
      rmSync(prefix, { recursive: true, force: true })
    }
  })

  it('keeps public pages a few seconds at most, so edits show within seconds', () => {
    const times = [...readFileSync(siteConfigFile, 'utf8').matchAll(/^\s*proxy_cache_valid[^;]*?(\d+)(s|m|h|d);/gm)]
    const pageTime = times.find((m) => m[0].includes(' 200 ') && m[2] === 's')
    expect(pageTime, 'a proxy_cache_valid in seconds for pages').toBeTruthy()
    expect(Number(pageTime![1])).toBeLessThanOrEqual(5)
  })

  it('answers a public page from its cache the second time', async () => {
    expect(await get('/news/open-day')).toMatchObject({ status: 200, cache: 'MISS' })
    expect(await get('/news/open-day')).toMatchObject({ status: 200, cache: 'HIT' })
    expect(reached('/news/open-day')).toBe(1)
  })

  it('never caches the admin, Payload’s API or our own routes, whatever the app says', async () => {
    const admin = ['/admin', '/admin/collections/news']
    const payload = ['/api/news?locale=ru', '/api/media/file/a.jpg']
    const admissions = ['/api/console', '/api/contract']
    for (const pathname of [...admin, ...payload, ...admissions]) {
      const first = await get(pathname)
      const second = await get(pathname)
      expect(first.cache, pathname).toBe('')
      expect(second.cache, pathname).toBe('')
      expect(reached(pathname), pathname).toBe(2)
    }
  })

  it('keeps the public JSON API as long as its Cache-Control says, apart per Origin; never a POST', async () => {
    expect(await get('/oz/api/news?page=2')).toMatchObject({ status: 200, cache: 'MISS' })
    expect(await get('/oz/api/news?page=2')).toMatchObject({ status: 200, cache: 'HIT' })
    expect(reached('/oz/api/news?page=2')).toBe(1)
    expect((await get('/oz/api/news?page=2', { origin: 'https://app.example.uz' })).cache).toBe('MISS')
    expect((await get('/oz/api/news?page=2', { cookie: '__prerender_bypass=1' })).cache).toBe('BYPASS')
    // The status check answers no-store: asked twice, answered by the app twice.
    const lookup = '/ru/api/console?application_number=1&birth_date=2000-01-01'
    for (let i = 0; i < 2; i++) expect((await get(lookup)).cache).not.toBe('HIT')
    expect(reached(lookup)).toBe(2)
    for (let i = 0; i < 2; i++)
      await fetch(`${proxyUrl}/ru/api/subscribe`, { method: 'POST', body: 'email=a%40b.uz', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(hits.get('POST /ru/api/subscribe')).toBe(2)
  })

  it('passes staff and draft-mode requests to the app and never stores their answers', async () => {
    for (const cookie of ['payload-token=abc', 'theme=dark; __prerender_bypass=1']) {
      const pathname = `/news/draft-${cookie.length}`
      expect((await get(pathname, { cookie })).cache).toBe('BYPASS')
      // A visitor afterwards does not receive the staff member's copy.
      expect((await get(pathname)).cache).toBe('MISS')
      expect(reached(pathname)).toBe(2)
    }
  })

  it('never stores responses with Set-Cookie or Cache-Control no-store/private', async () => {
    for (const pathname of ['/with-cookie', '/search?q=open']) {
      await get(pathname)
      expect((await get(pathname)).cache, pathname).toBe('MISS')
      expect(reached(pathname), pathname).toBe(2)
    }
  })

  it('keeps / once per language, first visits included, and remembers a first visit’s language for a year', async () => {
    const visit = (headers: Record<string, string>) =>
      fetch(`${proxy.url}/?from=test`, { headers, redirect: 'manual' }).then((r) => ({
        status: r.status,
        location: r.headers.get('location'),
        cookie: r.headers.get('set-cookie'),
        cache: r.headers.get('x-cache-status'),
      }))
    const russian = { 'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' }
    const first = await visit(russian)
    expect(first).toMatchObject({ status: 307, location: '/ru', cache: 'MISS' })
    expect(first.cookie).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax')
    // The next first visit from a Russian browser is the kept answer, and gets its cookie too.
    expect(await visit({ 'accept-language': 'ru' })).toMatchObject({
      status: 307,
      location: '/ru',
      cache: 'HIT',
      cookie: 'i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax',
    })
    // The app was asked once, as if the visitor had chosen Russian.
    expect(reached('/?from=test')).toBe(1)
    expect(homeLanguages.at(-1)).toBe('i18n_redirected=ru')
    // A returning visitor who chose Russian shares that answer, without a new cookie.
    expect(await visit({ cookie: 'i18n_redirected=ru', 'accept-language': 'en' })).toMatchObject({ status: 307, cache: 'HIT', cookie: null })

    expect(await visit({ 'accept-language': 'uz-Latn-UZ,uz;q=0.9' })).toMatchObject({
      status: 307,
      location: '/uz',
      cookie: expect.stringContaining('i18n_redirected=uz;'),
    })
    // Neither of ours, or none at all: English, kept once for both.
    expect(await visit({ 'accept-language': 'de-DE,de;q=0.9' })).toMatchObject({
      status: 200,
      cache: 'MISS',
      cookie: expect.stringContaining('i18n_redirected=en;'),
    })
    expect(await visit({})).toMatchObject({ status: 200, cache: 'HIT', cookie: expect.stringContaining('i18n_redirected=en;') })
    expect(await visit({ cookie: 'i18n_redirected=en' })).toMatchObject({ status: 200, cache: 'HIT', cookie: null })
    expect(await visit({ 'accept-language': 'RU-ru' })).toMatchObject({ status: 307, location: '/ru', cookie: expect.stringContaining('i18n_redirected=ru;') })
  })

  it('lets no visitor steer the / kept for others', async () => {
    // A second language cookie, or an encoded one, reaches the app as the chosen language only.
    for (const cookie of ['i18n_redirected=en; i18n_redirected=ru', 'i18n_redirected=%72u', 'theme=x; i18n_redirected=en']) {
      const answer = await fetch(`${proxy.url}/?steer=${encodeURIComponent(cookie)}`, { headers: { cookie }, redirect: 'manual' })
      expect(answer.status, cookie).toBe(200)
      expect(homeLanguages.at(-1), cookie).toBe('i18n_redirected=en')
    }
  })

  it('does not cache POST requests', async () => {
    for (let i = 0; i < 2; i++) await fetch(`${proxy.url}/news/open-day`, { method: 'POST', body: 'x' }).then((r) => r.text())
    expect(reached('/news/open-day', 'POST')).toBe(2)
  })

  it('keeps build assets', async () => {
    await get('/_next/static/chunks/app.js')
    expect((await get('/_next/static/chunks/app.js')).cache).toBe('HIT')
    expect(reached('/_next/static/chunks/app.js')).toBe(1)
  })

  it('refreshes a page once its few seconds are over', async () => {
    await get('/news/changing')
    version = 2
    let body = ''
    for (let attempt = 0; attempt < 40 && !body.endsWith('v2'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      body = (await get('/news/changing')).body
    }
    expect(body).toBe('GET /news/changing v2')
  })

  it('streams an application of 5 × 3 MB to the app as it arrives, and refuses more than 20 MB', async () => {
    const size = 5 * 3 * 1024 * 1024 + 64 * 1024
    const first = 64 * 1024
    const arrived = new Promise<void>((resolve) => (uploadStarted = resolve))
    // The rest is sent only once the app has seen the first bytes: with request buffering
    // on, nginx would wait for the whole body and this test would time out.
    const accepted = await upload(size, (req) => {
      req.write(Buffer.alloc(first))
      arrived.then(() => req.end(Buffer.alloc(size - first)))
    })
    expect(accepted).toEqual({ status: 200, body: String(size) })

    // nginx refuses on the announced length alone, before any of the body reaches the app.
    const refused = await upload(21 * 1024 * 1024, (req) => req.flushHeaders())
    expect(refused.status).toBe(413)
  })
})

/** POSTs to /api/apply with the given Content-Length; `send` writes the body (or not). */
function upload(size: number, send: (req: http.ClientRequest) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${proxyUrl}/api/apply`, { method: 'POST', headers: { 'Content-Length': size } }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body })
        req.destroy()
      })
    })
    req.on('error', reject)
    send(req)
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}
