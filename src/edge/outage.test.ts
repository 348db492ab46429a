import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseProbe, mapServerErrors } from './outage'
import { localeOfPath } from './plainAnswers'
import { isUndecodable } from './unreadableRequests'

describe('isUndecodable', () => {
  it('flags paths whose percent sequences are not UTF-8 or are control characters, not their query strings', () => {
    for (const url of ['/%ff', '/news/%c0%af', '/api/calendar/%', '/ru/news/%E0%A4%A', '/events/%00', '/news/a%0Ab', '/static/%7F'])
      expect(isUndecodable(url)).toBe(true)
    for (const url of ['/', '/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8', '/search?q=%ff', '/uz/static/o%CA%BBquv'])
      expect(isUndecodable(url)).toBe(false)
  })
})

describe('localeOfPath', () => {
  it('answers in the language of the address', () => {
    expect(localeOfPath('/ru/news/x')).toBe('ru')
    expect(localeOfPath('/uz')).toBe('uz')
    expect(localeOfPath('/oz/api/news')).toBe('uz')
    expect(localeOfPath('/%ff')).toBe('en')
  })
})

describe('mapServerErrors', () => {
  let databaseUp = true
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      mapServerErrors(req, res, async () => databaseUp)
      if (req.url?.endsWith('/fails')) {
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html')
        res.write('<h1>Internal')
        res.end(' error</h1>')
      } else if (req.url?.endsWith('/denied')) {
        res.writeHead(403, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"You are not allowed to perform this action."}]}')
      } else if (req.url?.endsWith('/busy')) {
        res.writeHead(503, { 'Retry-After': '5', 'Content-Type': 'text/plain' }).end('busy')
      } else {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fine')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('passes a 500 through unchanged while the database answers', async () => {
    databaseUp = true
    const response = await fetch(`${base}/news/fails`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('<h1>Internal error</h1>')
  })

  it('turns a 500 into a 503 with Retry-After, in the page’s language, while the database is away', async () => {
    databaseUp = false
    const page = await fetch(`${base}/ru/news/fails`)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('Временно недоступно')
    const api = await fetch(`${base}/api/news/fails`)
    expect(api.status).toBe(503)
    expect((await api.json()) as unknown).toEqual({ errors: [{ message: expect.stringContaining('try again in a minute') }] })
  })

  it('turns a refusal to a signed-in request into a 503 while the database is away: its session could not be looked up', async () => {
    databaseUp = false
    const staff = await fetch(`${base}/api/applications/denied`, { headers: { Authorization: 'JWT abc' } })
    expect([staff.status, staff.headers.get('retry-after')]).toEqual([503, '30'])
    const cookie = await fetch(`${base}/api/applications/denied`, { headers: { Cookie: 'lang=ru; payload-token=abc' } })
    expect(cookie.status).toBe(503)
    // Nobody signed in: the refusal is the answer.
    expect((await fetch(`${base}/api/applications/denied`)).status).toBe(403)
    databaseUp = true
    expect((await fetch(`${base}/api/applications/denied`, { headers: { Authorization: 'JWT abc' } })).status).toBe(403)
  })

  it('leaves successes and a 503 that already says when to return alone', async () => {
    databaseUp = false
    expect(await (await fetch(`${base}/ok`)).text()).toBe('fine')
    const busy = await fetch(`${base}/busy`)
    expect([busy.status, busy.headers.get('retry-after'), await busy.text()]).toEqual([503, '5', 'busy'])
  })
})

describe('databaseProbe', () => {
  it('asks again after the database answered, but trusts "away" for a moment', async () => {
    let calls = 0
    let up = true
    const probe = databaseProbe(async () => (calls++, up))
    expect(await probe()).toBe(true)
    up = false
    // The link went down right after an answer: the next 500 must see it.
    expect(await probe()).toBe(false)
    expect(await probe()).toBe(false)
    expect(calls).toBe(2)
  })
})
