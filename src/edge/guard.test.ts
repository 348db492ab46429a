import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { answerEveryRequest, keepRedirectsOnSite, startWithSiteHeaders } from './guard'
import { allowOffsiteRedirect } from '@/security/safeRedirect'

const SITE = 'https://campus.example.uz'

/** Sends a request line as written, with a hang guard. */
function get(base: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/`, { path, agent: false, signal: AbortSignal.timeout(2_000) }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('close', () =>
          response.complete ? resolve({ status: response.statusCode ?? 0, headers: response.headers, text }) : reject(new Error('closed mid-answer')),
        )
        response.on('error', () => {})
      })
      .on('error', reject)
  })
}

describe('the front door', () => {
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer(
      answerEveryRequest(async (req, res) => {
        startWithSiteHeaders(res)
        keepRedirectsOnSite(req, res, SITE)
        const path = req.url ?? '/'
        if (path.endsWith('/throws')) throw new Error('thrown before Next')
        if (path.endsWith('/rejects')) return Promise.reject(new Error('rejected before Next'))
        // As the search fast path parsed addresses: `//%20/x` is no URL relative to a base.
        if (path.endsWith('/x')) new URL(path, 'http://campus.invalid')
        if (path.endsWith('/late')) {
          res.writeHead(200, { 'Content-Type': 'text/plain' }).write('half')
          throw new Error('failed mid-answer')
        }
        if (path.startsWith('/to/')) {
          // /to/{how}/{target}: writeHead's headers, setHeader, or a redirect an editor set up.
          const [, , how, target = ''] = path.split('/')
          if (how === 'editor') allowOffsiteRedirect(res)
          if (how === 'set') {
            res.statusCode = 302
            res.setHeader('Location', decodeURIComponent(target))
            return void res.end()
          }
          return void res.writeHead(301, { Location: decodeURIComponent(target) }).end()
        }
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fine')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers a synchronous throw or a rejection with our own page, logged once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const thrown = await get(base, '/ru/throws')
    expect(thrown.status).toBe(500)
    expect(thrown.text).toContain('Что-то пошло не так')
    expect((await get(base, '/api/rejects')).status).toBe(500)
    expect(log).toHaveBeenCalledTimes(2)
    log.mockRestore()
  })

  it('answers an address new URL() cannot read with a 400, with the headers of every page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['//%20/x', '//%5Cevil.example/x', '//%2F/evil.example/x', '//%25/x']) {
      const answer = await get(base, path)
      expect(answer.status, path).toBe(400)
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
    log.mockRestore()
  })

  it('closes the connection when the failure comes after the answer began', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(get(base, '/late')).rejects.toThrow('closed mid-answer')
    log.mockRestore()
  })

  it('lets out redirects to this site, percent-encoded, and sends others to the home page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const to = async (how: string, target: string) => (await get(base, `/to/${how}/${encodeURIComponent(target)}`)).headers.location
    expect(await to('head', '/ru/новости')).toBe('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8')
    expect(await to('set', '/uz/oʻquv?q=приём')).toBe('/uz/o%CA%BBquv?q=%D0%BF%D1%80%D0%B8%D1%91%D0%BC')
    expect(await to('head', `${SITE}/admin`)).toBe(`${SITE}/admin`)
    for (const target of ['//evil.example/x', '/\\evil.example', '/%5Cevil.example', 'https://evil.example']) {
      expect(await to('head', target), target).toBe('/')
      expect(await to('set', target), target).toBe('/')
    }
    expect(await to('editor', 'https://partner.example/apply')).toBe('https://partner.example/apply')
    expect(await to('editor', '//evil.example/x')).toBe('/')
    log.mockRestore()
  })
})
