import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hashPageScripts, inlineScriptHashes, withScriptHashes } from './pageScripts'

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
