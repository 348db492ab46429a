import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HOME_HEADER, routeHome } from './home'

describe('routeHome on a real server', () => {
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    // Stands in for Next: tells what it was given.
    server = http.createServer((req, res) => {
      if (routeHome(req, res)) return
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ url: req.url, home: req.headers[HOME_HEADER] ?? null }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' })

  it('sends a Russian browser to /ru with its query, and remembers the choice for a year', async () => {
    const response = await get('/?utm_source=tv', { 'accept-language': 'ru-RU,ru;q=0.9' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/ru?utm_source=tv')
    expect(response.headers.get('set-cookie')).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('follows the remembered language and sets no cookie again', async () => {
    const response = await get('/', { cookie: 'a=1; i18n_redirected=uz', 'accept-language': 'ru' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/uz')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('passes the English home on as /en, marked, with the cookie (Secure behind HTTPS)', async () => {
    const response = await get('/?page=2', { 'accept-language': 'en-GB', 'x-forwarded-proto': 'https' })
    expect(await response.json()).toEqual({ url: '/en?page=2', home: '1' })
    expect(response.headers.get('set-cookie')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })

  it('leaves other addresses alone and drops the mark a client sends', async () => {
    const response = await get('/en', { [HOME_HEADER]: '1' })
    expect(await response.json()).toEqual({ url: '/en', home: null })
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
