import { initI18n } from '@payloadcms/translations'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openReadConnection, type ReadConnection } from '@/database/connections'
import { searchSite } from '@/search/server/search'
import { makeDocx, makePdf, makeXlsx } from '@/seed/documents'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let db: ReadConnection

beforeAll(async () => {
  payload = await testPayload()
  db = openReadConnection()
})
afterAll(() => db?.close())

type File = { data: Buffer; name: string; mimetype: string }
const upload = (file: File, title = file.name, language: 'en' | 'ru' | 'uz' = 'en') =>
  (async () => {
    // Payload's types list only the languages it ships; Uzbek is ours (src/i18n/admin/languages.ts).
    const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language: language as 'en' })
    const req = await createLocalReq({ req: { i18n } }, payload)
    return payload.create({
      collection: 'documents',
      data: { title, category: 'other', date: new Date().toISOString() },
      file: { ...file, size: file.data.length },
      req,
    })
  })()

async function refusal(file: File, language: 'en' | 'ru' | 'uz' = 'en'): Promise<string> {
  try {
    await upload(file, file.name, language)
  } catch (error) {
    return String((error as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message ?? (error as Error).message)
  }
  throw new Error(`${file.name} was accepted`)
}

describe(`public documents on ${dialect()}`, () => {
  it('accepts PDF, Word and Excel files, recognised by their content, and stores the recognised type', async () => {
    const pdf = await upload({ data: await makePdf('Rules', ['Text']), name: 'rules.pdf', mimetype: 'application/pdf' })
    expect(pdf.mimeType).toBe('application/pdf')
    // A browser that sends a vague type does not matter: the content decides.
    const docx = await upload({ data: makeDocx(['Curriculum']), name: 'plan.docx', mimetype: 'application/octet-stream' })
    expect(docx.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const xlsx = await upload({
      data: makeXlsx([['a']]),
      name: 'timetable.xlsx',
      mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    expect(xlsx.mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  })

  it('refuses web pages, images, scripts and programs whatever they are called, in the editor’s language', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
    expect(await refusal({ data: html, name: 'rules.pdf', mimetype: 'application/pdf' })).toMatch(/not a PDF, Word, Excel/)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>')
    expect(await refusal({ data: svg, name: 'logo.svg', mimetype: 'image/svg+xml' }, 'ru')).toMatch(/не файл PDF, Word, Excel/)
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0)])
    expect(await refusal({ data: exe, name: 'plan.docx', mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, 'uz')).toMatch(
      /fayli emas/,
    )
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n')
    expect(await refusal({ data: script, name: 'timetable.xlsx', mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toMatch(
      /not a PDF/,
    )
    const { totalDocs } = await payload.count({ collection: 'documents', where: { filename: { in: ['logo.svg', 'plan-1.docx', 'timetable-1.xlsx'] } } })
    expect(totalDocs).toBe(0)
  })

  it('refuses a file over the size limit with the limit in the message', async () => {
    const big = Buffer.concat([await makePdf('Big', ['x']), Buffer.alloc(21 * 1024 * 1024, 32)])
    expect(await refusal({ data: big, name: 'big.pdf', mimetype: 'application/pdf' })).toMatch(/larger than 20 MB/)
  })

  it('is found by the site search by its title in every language, linking to the file', async () => {
    const doc = await upload(
      { data: await makePdf('Scholarships', ['Text']), name: 'scholarships.pdf', mimetype: 'application/pdf' },
      'Scholarship regulations',
    )
    await payload.update({ collection: 'documents', id: doc.id, locale: 'ru', data: { title: 'Положение о стипендиях' } })
    await payload.update({ collection: 'documents', id: doc.id, locale: 'uz', data: { title: 'Stipendiyalar toʻgʻrisidagi nizom' } })
    for (const [locale, query] of [
      ['en', 'scholarship'],
      ['ru', 'стипендии'],
      ['uz', 'stipendiya'],
    ] as const) {
      const answer = await searchSite(db, { locale, query })
      const hit = answer.results.find((result) => result.kind === 'documents')
      expect(hit, `${locale}: ${query}`).toBeTruthy()
      expect(hit!.url).toBe(`/api/documents/file/${doc.filename}`)
    }
  })
})
