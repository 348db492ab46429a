import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/security/headers'
import { PageFactsMemo, pageFacts } from './facts'
import { hashPageScripts, sendsOneOffBody, sendsRepeatedBody } from './heldAnswer'
import { inlineScriptHashes, pagePolicy, withScriptHashes } from './policy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser would run, once, and nothing else', () => {
    const html = `<html><head><script src="/_next/static/a.js" async></script><script>self.__next_f=[]</script>
      <script type="application/ld+json">{"@type":"Event"}</script><script type="module">import("/x.js")</script></head>
      <body><script>self.__next_f.push([1,"тест"])</script><script>self.__next_f=[]</script><SCRIPT id="a">go()</SCRIPT></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=[]'), sha('import("/x.js")'), sha('self.__next_f.push([1,"тест"])'), sha('go()')])
  })

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([])
  })
})

describe('withScriptHashes', () => {
  it('adds the hashes to script-src only', () => {
    const policy = "default-src 'self'; script-src 'self' https://mc.yandex.ru; style-src 'self' 'unsafe-inline'"
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' https://mc.yandex.ru 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    )
  })
})

describe('pagePolicy', () => {
  const policy = contentSecurityPolicy(false)
  const hosts = /mc\.yandex\.ru|googletagmanager|google-analytics/

  it('names the counters’ hosts only for a page that may ask about counters', () => {
    const withCounters = pagePolicy(policy, pageFacts('<html><body data-counters=""><main></main></body></html>'))
    expect(withCounters).toMatch(/script-src 'self' https:\/\/mc\.yandex\.ru https:\/\/www\.googletagmanager\.com/)
    expect(withCounters).toMatch(/connect-src 'self' https:\/\/mc\.yandex\.ru/)
    const without = pagePolicy(policy, pageFacts('<html><body><main>data-counters in the text</main></body></html>'))
    expect(without).not.toMatch(hosts)
    expect(without).toContain("script-src 'self'")
    expect(without).toContain("frame-src 'self' https://www.youtube-nocookie.com")
  })

  it('allows frames from the one map provider the page shows, and from none on a page without a map', () => {
    const frameSrc = (facts: Parameters<typeof pagePolicy>[1]) => /frame-src ([^;]*)/.exec(pagePolicy(policy, facts))![1]
    const contact = pageFacts(
      '<html><body><iframe data-map-origin="https://www.openstreetmap.org" src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map"></iframe></body></html>',
    )
    expect(contact.mapOrigin).toBe('https://www.openstreetmap.org')
    expect(frameSrc(contact)).toBe("'self' https://www.youtube-nocookie.com https://www.openstreetmap.org")
    expect(frameSrc(pageFacts('<html><body><p>data-map-origin="https://yandex.ru"</p></body></html>'))).toBe("'self' https://www.youtube-nocookie.com")
    // A mark naming a site that is no map provider adds nothing.
    expect(frameSrc(pageFacts('<iframe data-map-origin="https://evil.example" src="https://evil.example/"></iframe>'))).toBe(
      "'self' https://www.youtube-nocookie.com",
    )
  })

  it('adds the page’s script hashes either way', () => {
    expect(pagePolicy(policy, { hashes: ["'sha256-a'"], counters: false })).toMatch(/script-src 'self' 'sha256-a'/)
  })
})

describe('hashPageScripts on a real response', () => {
  const policy = "default-src 'self'; script-src 'self'"
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hashPageScripts(res)
      res.setHeader('Content-Security-Policy', policy)
      if (req.url === '/page') {
        // As Next streams a page: head first, then the body in pieces.
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.flushHeaders()
        res.write('<html><body><script>one()</script>')
        setTimeout(() => res.end('<script>two()</script></body></html>'), 10)
      } else if (req.url === '/not-modified') {
        res.writeHead(304)
        res.end()
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end('{"html":"<script>x()</script>"}')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends a page whole, with the hash of every inline script in its policy', async () => {
    const response = await fetch(`${base}/page`)
    expect(await response.text()).toBe('<html><body><script>one()</script><script>two()</script></body></html>')
    expect(response.headers.get('content-security-policy')).toBe(`${policy} ${sha('one()')} ${sha('two()')}`)
  })

  it('leaves other answers alone and sends no policy with a 304', async () => {
    const json = await fetch(`${base}/data`)
    expect(json.headers.get('content-security-policy')).toBe(policy)
    expect(await json.text()).toContain('<script>x()</script>')
    const notModified = await fetch(`${base}/not-modified`)
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
  })
})

describe('PageFactsMemo', () => {
  it('works a page out once and keeps the recent ones within its budget', () => {
    const memo = new PageFactsMemo(3000)
    const page = (n: number) => `<html><body><script>go(${n})</script>${'x'.repeat(400)}</body></html>`
    const first = memo.factsOf(page(1))
    expect(memo.factsOf(page(1))).toBe(first)
    expect(first.hashes).toEqual([sha('go(1)')])
    for (let n = 2; n <= 6; n++) memo.factsOf(page(n))
    // Each page weighs about 1.3 kB (text and bytes): two fit, the oldest went first.
    expect(memo.size).toBe(2)
    expect(memo.factsOf(page(1))).not.toBe(first)
  })
})

describe('hashPageScripts on cached pages', () => {
  const policy = "default-src 'self'; script-src 'self'"
  const page = `<html><body><script>self.__next_f.push([1,"тест"])</script>${'<p>Samarkand</p>'.repeat(200)}</body></html>`
  let server: http.Server
  let base = ''
  const memo = new PageFactsMemo()
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hashPageScripts(res, memo)
      // A page for no cache that the server sends again and again (a kept search page).
      if (req.url === '/repeated') sendsRepeatedBody(res)
      // A page a shared cache may keep, rendered for this request alone (a search page's first render).
      if (req.url === '/one-off') sendsOneOffBody(res)
      res.setHeader('Content-Security-Policy', policy)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      // As Next sends a page from its cache: one string, with a shared-cache lifetime; or a
      // page for one visitor.
      res.setHeader(
        'Cache-Control',
        req.url !== '/page' && req.url !== '/one-off' ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000',
      )
      res.end(page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // fetch always asks for gzip; node:http asks for what it is told.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base + path, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  it('gives the page an ETag and answers 304 without a body or policy when the browser has it', async () => {
    const first = await get('/page')
    expect(first.body.toString('utf8')).toBe(page)
    expect(first.headers['content-security-policy']).toBe(`${policy} ${sha('self.__next_f.push([1,"тест"])')}`)
    const etag = first.headers.etag!
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await get('/page', { 'if-none-match': `W/"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['content-security-policy']).toBeUndefined()
    expect((await get('/page', { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('sends it gzipped to a browser that accepts gzip, the same page once unpacked', async () => {
    const zipped = await get('/page', { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(page) / 10)
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(page)
  })

  it('gives a page for one visitor no ETag and leaves its compression alone', async () => {
    const personal = await get('/private', { 'accept-encoding': 'gzip', 'if-none-match': '*' })
    expect(personal.status).toBe(200)
    expect(personal.headers.etag).toBeUndefined()
    expect(personal.headers['content-encoding']).toBeUndefined()
    expect(personal.body.toString('utf8')).toBe(page)
  })

  it('sends a repeated page for no cache gzipped, with its length and policy, and without an ETag', async () => {
    for (let i = 0; i < 2; i++) {
      const zipped = await get('/repeated', { 'accept-encoding': 'gzip', 'if-none-match': '*' })
      expect(zipped.status).toBe(200)
      expect(zipped.headers.etag).toBeUndefined()
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
      expect(zipped.headers['content-security-policy']).toBe(`${policy} ${sha('self.__next_f.push([1,"тест"])')}`)
      expect(gunzipSync(zipped.body).toString('utf8')).toBe(page)
    }
    expect((await get('/repeated')).body.toString('utf8')).toBe(page)
  })

  it("works a one-off page out without keeping it or compressing it at the memo's level, with its ETag and policy", async () => {
    const before = memo.size
    const once = await get('/one-off', { 'accept-encoding': 'gzip' })
    expect(once.status).toBe(200)
    expect(once.headers.etag).toMatch(/^"[\w-]{27}"$/)
    expect(once.headers['content-security-policy']).toBe(`${policy} ${sha('self.__next_f.push([1,"тест"])')}`)
    // No compression in front in this test: the body goes as it is, and the memo is untouched.
    expect(once.headers['content-encoding']).toBeUndefined()
    expect(once.body.toString('utf8')).toBe(page)
    expect(memo.size).toBe(before)
  })
})
