import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { answerKeptImage, forgetImages, ImageMemo, keepSeconds } from './imageMemo'

describe('keepSeconds', () => {
  it('reads the max-age of an answer any cache may keep, and nothing else', () => {
    expect(keepSeconds('public, max-age=14400, must-revalidate')).toBe(14400)
    expect(keepSeconds('public, max-age=0, must-revalidate')).toBe(0)
    expect(keepSeconds('private, max-age=600')).toBe(0)
    expect(keepSeconds('public, no-store, max-age=600')).toBe(0)
    expect(keepSeconds('max-age=600')).toBe(0)
    expect(keepSeconds(undefined)).toBe(0)
  })
})

describe('ImageMemo', () => {
  const image = (size: number) => ({ body: Buffer.alloc(size, 1), headers: {}, etag: '"e"' })

  it('drops an answer when its max-age has passed', () => {
    let now = 1_000
    const memo = new ImageMemo(1024, () => now)
    memo.set('a', image(10), 60)
    now += 59_000
    expect(memo.get('a')).toBeDefined()
    now += 2_000
    expect(memo.get('a')).toBeUndefined()
    expect(memo.size).toBe(0)
  })

  it('keeps the most recently used within its budget and refuses an image larger than an eighth of it', () => {
    const memo = new ImageMemo(800)
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) memo.set(key, image(100), 60)
    memo.get('a')
    memo.set('i', image(100), 60)
    expect([memo.get('a'), memo.get('b'), memo.get('c'), memo.get('i')].map(Boolean)).toEqual([true, false, true, true])
    memo.set('big', image(101), 60)
    expect(memo.get('big')).toBeUndefined()
  })
})

describe('answerKeptImage in front of the optimizer', () => {
  // Stands in for Next's optimizer: counts its work and answers as Next does (see image-optimizer.js).
  let made = 0
  let status = 200
  let cacheControl = 'public, max-age=14400, must-revalidate'
  const memo = new ImageMemo()
  let server: http.Server
  let base = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (answerKeptImage(req, res, memo)) return
      made++
      const avif = String(req.headers.accept).includes('image/avif')
      res.statusCode = status
      res.setHeader('Vary', 'Accept')
      res.setHeader('Cache-Control', cacheControl)
      res.setHeader('ETag', avif ? '"avif-1"' : '"webp-1"')
      res.setHeader('Content-Type', avif ? 'image/avif' : 'image/webp')
      res.setHeader('Content-Security-Policy', "script-src 'none'; sandbox;")
      res.setHeader('X-Nextjs-Cache', 'MISS')
      res.end(Buffer.from(`${avif ? 'avif' : 'webp'} bytes of ${req.url}`))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    made = 0
    status = 200
    cacheControl = 'public, max-age=14400, must-revalidate'
    forgetImages(memo)
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { accept: 'image/avif,image/webp,*/*', ...headers } })
  const banner = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fbanner.webp&w=828&q=75'

  it('makes an image once and then answers it from memory, with the same bytes and headers', async () => {
    const first = await get(banner)
    const firstBody = await first.text()
    const second = await get(banner)
    expect(made).toBe(1)
    expect(await second.text()).toBe(firstBody)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'content-security-policy'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
  })

  it('keeps each format apart: a browser without AVIF gets WebP', async () => {
    await get(banner)
    const webp = await get(banner, { accept: 'image/webp,*/*' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(await webp.text()).toContain('webp bytes')
    expect(made).toBe(2)
  })

  it('answers 304 to a browser that has the image', async () => {
    await get(banner)
    const again = await get(banner, { 'if-none-match': '"avif-1"' })
    expect(again.status).toBe(304)
    expect(made).toBe(1)
  })

  it('keeps no refusal and nothing a cache may not keep', async () => {
    status = 400
    await get(banner)
    await get(banner)
    expect(made).toBe(2)
    status = 200
    cacheControl = 'public, max-age=0, must-revalidate'
    await get(banner)
    await get(banner)
    expect(made).toBe(4)
  })

  it('makes the image again once media changed', async () => {
    await get(banner)
    forgetImages(memo)
    await get(banner)
    expect(made).toBe(2)
  })

  it('leaves every other address to the server', async () => {
    await get('/api/media/file/banner.webp')
    await get('/api/media/file/banner.webp')
    expect(made).toBe(2)
  })
})
