import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerWithin, deadlineOf } from './deadline'
import { mapServerErrors } from './outage'

const deadlines = { seconds: 10, slowSeconds: 120 }

describe('deadlineOf', () => {
  it('gives pages and calls the ordinary deadline, exports, PDFs and uploads the slow one, Next’s own files none', () => {
    expect(deadlineOf('/ru/news/x', undefined, deadlines)).toBe(10)
    expect(deadlineOf('/api/console', 'application/json', deadlines)).toBe(10)
    expect(deadlineOf('/api/admissions/export?status=new', undefined, deadlines)).toBe(120)
    expect(deadlineOf('/api/admissions/applications/7/export', undefined, deadlines)).toBe(120)
    expect(deadlineOf('/api/contract/pdf?id=1', undefined, deadlines)).toBe(120)
    expect(deadlineOf('/api/apply', 'multipart/form-data; boundary=x', deadlines)).toBe(120)
    expect(deadlineOf('/_next/static/chunks/a.js', undefined, deadlines)).toBe(0)
    expect(deadlineOf('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75', undefined, deadlines)).toBe(0)
    expect(deadlineOf('/news/exports-grow', undefined, deadlines)).toBe(10)
  })

  it('has none when the setting is 0', () => {
    expect(deadlineOf('/', undefined, { seconds: 0, slowSeconds: 0 })).toBe(0)
  })
})

describe('answerWithin', () => {
  const lateAnswers: Promise<void>[] = []
  let server: http.Server
  let base = ''
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      answerWithin(req, res, { seconds: 0.3, slowSeconds: 0.3 })
      mapServerErrors(req, res, async () => !req.url?.includes('away'))
      if (req.url?.endsWith('/stalls')) {
        // The answer comes after the deadline, from every layer and in every way Next writes.
        lateAnswers.push(
          wait(600).then(() => {
            res.setHeader('Content-Type', 'text/html')
            res.statusCode = req.url?.includes('fails') ? 500 : 200
            res.write('<p>late')
            res.end('</p>')
          }),
        )
      } else if (req.url?.endsWith('/upload')) {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(String(Buffer.concat(chunks).length)))
      } else {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fine')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers 503 with Retry-After, in the address’s language, when nothing has been answered in time', async () => {
    const page = await fetch(`${base}/ru/news/stalls`)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    expect(await page.text()).toContain('Временно недоступно')
    const api = await fetch(`${base}/api/news/stalls`)
    expect([api.status, api.headers.get('content-type')]).toEqual([503, 'application/json; charset=utf-8'])
  })

  it('drops the late answer, a failure held while the database is away too, without an error', async () => {
    const response = await fetch(`${base}/away/fails/stalls`)
    expect(response.status).toBe(503)
    await Promise.all(lateAnswers)
    await wait(50)
    // The server still answers on the same connection.
    expect(await (await fetch(`${base}/ok`)).text()).toBe('fine')
  })

  it('leaves an answer in time alone', async () => {
    const response = await fetch(`${base}/ok`)
    expect([response.status, await response.text()]).toEqual([200, 'fine'])
  })

  it('waits for a body that is still arriving: a slow upload is not a stall', async () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let i = 0; i < 6; i++) {
          controller.enqueue(new Uint8Array(1000))
          await wait(150)
        }
        controller.close()
      },
    })
    const response = await fetch(`${base}/upload`, { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect([response.status, await response.text()]).toEqual([200, '6000'])
  })
})
