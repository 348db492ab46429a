import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'

import { actionFailuresAreRefusals, unreadableRequest } from './unreadableRequests'

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage

describe('unreadableRequest', () => {
  it('refuses a multipart post to a page unless it is a server action called by script', () => {
    for (const page of ['/', '/en', '/ru/news', '/news/open-day', '/contact', '//%20/x'])
      expect(unreadableRequest(request('POST', page, { 'content-type': 'multipart/form-data' })), page).toBe('badForm')
    expect(unreadableRequest(request('POST', '/ru/news', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe('badForm')
    expect(unreadableRequest(request('POST', '/ru/news', { 'content-type': 'multipart/form-data', 'next-action': 'abc' }))).toBe('badForm')
    expect(unreadableRequest(request('POST', '/ru/news', { 'content-type': 'multipart/form-data; boundary=----x', 'next-action': 'abc' }))).toBeNull()
  })

  it('leaves posts to the APIs and the admin, and other bodies, to their handlers', () => {
    for (const path of ['/api/apply', '/ru/api/subscribe', '/oz/api/console', '/admin/collections/news', '/api/graphql'])
      expect(unreadableRequest(request('POST', path, { 'content-type': 'multipart/form-data' })), path).toBeNull()
    expect(unreadableRequest(request('POST', '/news', { 'content-type': 'application/json' }))).toBeNull()
    expect(unreadableRequest(request('GET', '/news', { 'content-type': 'multipart/form-data' }))).toBeNull()
  })

  it('refuses optimizer addresses that name no image the optimizer may read', () => {
    const image = (url: string) => unreadableRequest(request('GET', `/_next/image?url=${url}&w=640&q=75`))
    for (const url of [
      '%2Fapi%2Fmedia%2Ffile%2F',
      '%25',
      '%0a',
      '//',
      '%2F%2Fevil.example%2Fx.jpg',
      'https%3A%2F%2Fevil.example%2Fx.jpg',
      '%2Fapi%2Fmedia%2Ffile%2F%25',
    ])
      expect(image(url), url).toBe('badAddress')
    for (const url of [
      '%2Fapi%2Fmedia%2Ffile%2F..%252F..%252Fapi%252Fusers',
      '%2Fimages%2F..%2Fapi%2Fusers',
      '%2Fapi%2Fmedia%2Ffile%2Fa%2Fb.jpg',
      '%2Fimages%2F',
    ])
      expect(image(url), url).toBe('badAddress')
    expect(image('%2Fapi%2Fmedia%2Ffile%2Fbanner.jpg')).toBeNull()
    expect(image('%2Fapi%2Fmedia%2Ffile%2F%D0%B1%D0%B0%D0%BD%D0%BD%D0%B5%D1%80-640x360.webp')).toBeNull()
    expect(image('%2Fimages%2Fdemo%2Fcampus.jpg')).toBeNull()
    // No url at all: Next's own 400 says which parameter is missing.
    expect(unreadableRequest(request('GET', '/_next/image?w=640&q=75'))).toBeNull()
  })

  it("refuses a short picture address the server did not turn into the optimizer's", () => {
    for (const path of ['/img/banner.webp', '/img/banner.webp?w=640&q=10', '/img/..%2F..%2Fapi%2Fusers?w=640', '/img/a%20b.webp?w=640', '/img/a/b.webp?w=640'])
      expect(unreadableRequest(request('GET', path)), path).toBe('badAddress')
  })
})

describe('actionFailuresAreRefusals', () => {
  /** The statuses a response sends when its handler answers 500, then 200. */
  const sent = (req: IncomingMessage) => {
    const statuses: number[] = []
    const res = {
      writeHead(status: number) {
        statuses.push(status)
        return res
      },
    } as unknown as ServerResponse
    actionFailuresAreRefusals(req, res)
    res.writeHead(500)
    res.writeHead(200)
    return statuses
  }

  it('answers a failed server action call with a 400, and leaves every other failure a 500', () => {
    expect(sent(request('POST', '/news', { 'next-action': '704c093cb843baa22775cc0b845d4f5b32bc76ad37' }))).toEqual([400, 200])
    expect(sent(request('POST', '/news', {}))).toEqual([500, 200])
    expect(sent(request('GET', '/news', { 'next-action': 'x' }))).toEqual([500, 200])
    expect(sent(request('POST', '/api/apply', { 'next-action': 'x' }))).toEqual([500, 200])
  })
})
