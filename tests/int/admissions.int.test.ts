// The admissions API end to end below the browser: the route handlers with real
// multipart bodies, the real database, files on disk and e-mail through a local SMTP sink.
import { mkdir, readdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const sinkPort = vi.hoisted(() => {
  const port = 21000 + (process.pid % 20000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.MAIL_FROM = 'admissions@test.example.edu'
  // These tests send one applicant's data and look one number up many times; the per-identity
  // limits have their own tests (peakLimits.int.test.ts).
  process.env.RATE_LIMIT_APPLY_PER_IDENTITY_PER_HOUR = '1000'
  process.env.RATE_LIMIT_LOOKUP_PER_NUMBER_PER_HOUR = '1000'
  return port
})

import { reconcileDocuments } from '@/admissions/server/reconcile'
import { purgeExpiredApplications } from '@/admissions/server/retention'
import { findForLookup } from '@/admissions/server/lookup'
import { openLookupReader, type LookupReader } from '@/admissions/server/lookupReader'
import { statusCheck } from '@/admissions/server/statusCheck'
import { documentsDir } from '@/admissions/server/storage'
import { sharedReadConnection } from '@/database/connections'
import { answeredBeforeNext, twinStep } from '@/edge/beforeNext'
import { twins } from '@/edge/twins'
import { storeApplication } from '@/admissions/server/storeApplication'
import { receiveMultipart } from '@/admissions/server/multipart'
import { POST as apply } from '@/app/api/apply/route'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import { POST as consoleCheck } from '@/app/api/console/route'
import { POST as contract } from '@/app/api/contract/route'
import { POST as contractPdf } from '@/app/api/contract/pdf/route'
import type { User } from '@/payload-types'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let ids: { degree: number; master: number; form: number; region: number; program: number }
let admissions: User
let editor: User
let admin: User

const jpeg = (exif = false) => {
  const image = sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f4f4' } }).jpeg()
  return (exif ? image.withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 41.3N 69.2E' } }) : image).toBuffer()
}
const png = () =>
  sharp({ create: { width: 200, height: 280, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  )

let counter = 0
/** A new client address per test, so rate limits only meet the test that is about them. */
const client = () => `10.1.${Math.floor(++counter / 250)}.${counter % 250}`

const validFields = (overrides: Record<string, string> = {}) => ({
  locale: 'en',
  degree: String(ids.degree),
  study_form: String(ids.form),
  faculty: String(ids.program),
  region: String(ids.region),
  first_name: 'Aziza',
  last_name: 'Karimova',
  middle_name: 'Rustamovna',
  passport_series: 'ab',
  passport_number: '1234567',
  passport_issued_by: 'Tashkent city IIB',
  passport_issue_date: '2021-05-10',
  passport_expiry_date: '2031-05-09',
  citizenship: 'Uzbekistan',
  gender: 'female',
  birth_date: '2006-03-14',
  birth_place: 'Tashkent',
  phone: '+998 90 123 45 67',
  email: `applicant${++counter}@example.com`,
  permanent_address: 'Tashkent, Chilonzor 5-12',
  institution_name: 'School No. 110',
  consent: '1',
  ...overrides,
})

type Upload = { field: string; name: string; type: string; data: Buffer }

async function validFiles(): Promise<Upload[]> {
  return [
    { field: 'photo', name: 'me.jpg', type: 'image/jpeg', data: await jpeg(true) },
    { field: 'passport_copy', name: 'passport.pdf', type: 'application/pdf', data: pdf() },
    { field: 'diploma', name: 'diploma.png', type: 'image/png', data: await png() },
  ]
}

function applyRequest(fields: Record<string, string>, files: Upload[], headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return new Request('http://localhost/api/apply', { method: 'POST', body: form, headers: { 'x-forwarded-for': client(), ...headers } })
}

const jsonRequest = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client(), ...headers },
  })

const storedFiles = async () => (await readdir(documentsDir()).catch(() => [])).sort()
const applicationCount = async () => (await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
  const image = await png()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Faculty' },
    file: { data: image, mimetype: 'image/png', name: 'faculty.png', size: image.length },
  })
  const degree = await payload.create({ collection: 'degrees', data: { name: 'Bachelor’s', code: 'bachelor-int' } })
  await payload.update({ collection: 'degrees', id: degree.id, locale: 'ru', data: { name: 'Бакалавриат' } })
  const master = await payload.create({ collection: 'degrees', data: { name: 'Master’s', code: 'master-int' } })
  const form = await payload.create({ collection: 'study-forms', data: { name: 'Full-time', code: 'full-time-int' } })
  const region = await payload.create({ collection: 'regions', data: { name: 'Tashkent city', code: 'tashkent-int' } })
  const faculty = await payload.create({ collection: 'faculties', data: { name: 'Faculty of Computing', image: media.id } })
  const program = await payload.create({
    collection: 'programs',
    data: {
      name: 'Software Engineering',
      code: '60610500',
      faculty: faculty.id,
      degree: degree.id,
      studyForms: [form.id],
      languages: ['en'],
      durationYears: 4,
      tuitionFee: 18_000_000,
    },
  })
  ids = { degree: degree.id, master: master.id, form: form.id, region: region.id, program: program.id }
  await payload.updateGlobal({
    slug: 'contract',
    data: {
      title: 'Contract No. {number}',
      city: 'Tashkent',
      sections: [
        {
          heading: '1. Subject',
          body: '{fullName}, passport {passport}, studies {program} ({studyForm}, {degree}) at {faculty}.\nFee per year: {tuitionFee}.',
        },
      ],
      university: 'Campus University\nTashkent',
      studentLines: '{fullName}\nPassport {passport}',
    },
  })
  const user = (email: string, roles: User['roles']) =>
    payload.create({ collection: 'users', data: { email, password: 'a-long-test-password-1', roles } as never, overrideAccess: true })
  admin = await user(`admin-${Date.now()}@example.edu`, ['admin'])
  admissions = await user(`admissions-${Date.now()}@example.edu`, ['admissions'])
  editor = await user(`editor-${Date.now()}@example.edu`, ['editor'])
}, 120_000)

afterAll(async () => {
  await sink?.close()
})

async function submit(fields = validFields(), files?: Upload[], headers: Record<string, string> = {}) {
  const response = await apply(applyRequest(fields, files ?? (await validFiles()), headers))
  return { response, body: (await response.json()) as { data?: { application_number: string }; errors?: { field?: string; message: string }[] } }
}

const findApplication = async (number: string) =>
  (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 })).docs[0]

describe(`applying on ${dialect()}`, () => {
  it('stores a complete application with its documents and e-mails the number in the applicant’s language', async () => {
    const before = await storedFiles()
    const fields = validFields({ locale: 'ru' })
    const { response, body } = await submit(fields)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const number = body.data!.application_number
    expect(number).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/)

    const stored = await findApplication(number)
    expect(stored).toMatchObject({
      status: 'not_confirmed',
      locale: 'ru',
      lastName: 'Karimova',
      passportSeries: 'AB',
      passportNumber: '1234567',
      // What the back office's same-passport warning matches on.
      passportKey: 'AB1234567',
      email: fields.email,
    })
    const files = await payload.find({ collection: 'application-files', where: { application: { equals: stored.id } }, overrideAccess: true })
    expect(files.docs.map((file) => file.kind).sort()).toEqual(['diploma', 'passport_copy', 'photo'])
    const added = (await storedFiles()).filter((name) => !before.includes(name))
    expect(added).toHaveLength(3)
    expect(files.docs.every((file) => added.includes(file.storedName) && !file.storedName.includes('me'))).toBe(true)

    // The photo was re-encoded: the EXIF the applicant's camera wrote is gone.
    const photo = files.docs.find((file) => file.kind === 'photo')!
    const meta = await sharp(path.join(documentsDir(), photo.storedName)).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()

    const mail = await sink.waitFor(fields.email)
    expect(mail.subject).toBe(`Ваша заявка ${number} получена`)
    expect(mail.text).toContain(`Её номер — ${number}`)
  })

  it('answers every invalid field at once, in English or Russian, and stores nothing', async () => {
    const before = { count: await applicationCount(), files: await storedFiles() }
    const fields = validFields({ email: 'not-an-email', passport_number: '12ab', birth_date: '2006-02-30' })
    delete (fields as Partial<typeof fields>).first_name
    const { response, body } = await submit(fields)
    expect(response.status).toBe(422)
    const byField = Object.fromEntries(body.errors!.map((error) => [error.field, error.message]))
    expect(byField.email).toBe('The email was entered incorrectly')
    expect(byField.first_name).toBe('This field is required')
    expect(byField.passport_number).toMatch(/5 to 10 digits/)
    expect(byField.birth_date).toMatch(/real date/)

    const russian = await submit({ ...fields, locale: '' } as never, undefined, { 'accept-language': 'ru-RU,ru;q=0.9' })
    expect(russian.response.status).toBe(422)
    expect(russian.body.errors!.find((error) => error.field === 'email')!.message).toBe('Электронная почта введена неверно')

    expect(await applicationCount()).toBe(before.count)
    expect(await storedFiles()).toEqual(before.files)
  })

  it('refuses a file over 3 MB with 413', async () => {
    const files = await validFiles()
    files[1] = { field: 'passport_copy', name: 'huge.pdf', type: 'application/pdf', data: Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024 + 10, 32)]) }
    const { response, body } = await submit(validFields(), files)
    expect(response.status).toBe(413)
    expect(body.errors![0]).toMatchObject({ field: 'passport_copy', message: 'Each file may be at most 3 MB' })
  })

  it('takes a file of exactly 3 MB (3 × 1024 × 1024 bytes), as the message counts them, and refuses one byte more', async () => {
    const sized = (size: number): Upload => ({
      field: 'passport_copy',
      name: 'exact.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf(), Buffer.alloc(size - pdf().length, 32)]),
    })
    const files = await validFiles()
    const over = await submit(validFields(), [files[0]!, sized(3 * 1024 * 1024 + 1), files[2]!])
    expect(over.response.status).toBe(413)
    expect(over.body.errors![0]).toMatchObject({ field: 'passport_copy', message: 'Each file may be at most 3 MB' })
    const exact = await submit(validFields(), [files[0]!, sized(3 * 1024 * 1024), files[2]!])
    expect(exact.response.status).toBe(201)
    const application = await findApplication(exact.body.data!.application_number)
    const stored = await payload.find({
      collection: 'application-files',
      where: { application: { equals: application.id }, kind: { equals: 'passport_copy' } },
      overrideAccess: true,
    })
    expect(stored.docs[0]!.size).toBe(3 * 1024 * 1024)
  })

  it('refuses control characters in any field, in the applicant’s language, and stores nothing; a trailing line break is only trimmed', async () => {
    const before = { count: await applicationCount(), files: await storedFiles() }
    const { response, body } = await submit(validFields({ first_name: 'Aziza\u0000', birth_place: 'Tash\u0007kent', locale: 'ru' }))
    expect(response.status).toBe(422)
    expect(body.errors).toEqual([
      { field: 'first_name', message: ru.applyErrors.controlCharacters },
      { field: 'birth_place', message: ru.applyErrors.controlCharacters },
    ])
    const english = await submit(validFields({ permanent_address: 'Tashkent\u0000, Chilonzor 5-12' }))
    expect(english.response.status).toBe(422)
    expect(english.body.errors).toEqual([{ field: 'permanent_address', message: en.applyErrors.controlCharacters }])
    expect(await applicationCount()).toBe(before.count)
    expect(await storedFiles()).toEqual(before.files)

    const trailing = await submit(validFields({ last_name: 'Karimova\r\n' }))
    expect(trailing.response.status).toBe(201)
    expect((await findApplication(trailing.body.data!.application_number)).lastName).toBe('Karimova')
  })

  it('judges files by content: a PDF named .jpg is no photo, an HTML file is no document', async () => {
    const files = await validFiles()
    files[0] = { field: 'photo', name: 'photo.jpg', type: 'image/jpeg', data: pdf() }
    files[2] = { field: 'diploma', name: 'diploma.pdf', type: 'application/pdf', data: Buffer.from('<!doctype html><script>alert(1)</script>') }
    const { response, body } = await submit(validFields(), files)
    expect(response.status).toBe(422)
    const byField = Object.fromEntries(body.errors!.map((error) => [error.field, error.message]))
    expect(byField.photo).toMatch(/JPEG or PNG/)
    expect(byField.diploma).toMatch(/JPEG, PNG or PDF/)
  })

  it('refuses a photo that is not a 3×4 portrait, in the applicant’s language, and keeps nothing of it', async () => {
    const landscape = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer()
    const files = await validFiles()
    files[0] = { field: 'photo', name: 'me.jpg', type: 'image/jpeg', data: landscape }
    const before = await payload.count({ collection: 'applications', overrideAccess: true })
    const { response, body } = await submit(validFields({ locale: 'ru' }), files)
    expect(response.status).toBe(422)
    expect(body.errors).toEqual([{ field: 'photo', message: ru.applyErrors.photoShape }])
    expect((await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs).toBe(before.totalDocs)

    // A passport photo of 35×45 mm passes.
    files[0] = {
      field: 'photo',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await sharp({ create: { width: 350, height: 450, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer(),
    }
    expect((await submit(validFields(), files)).response.status).toBe(201)
  })

  it('requires the transcript, course and semester of a transfer applicant', async () => {
    const { response, body } = await submit(validFields({ is_transfer: '1' }))
    expect(response.status).toBe(422)
    const fields = body.errors!.map((error) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['transcript', 'course', 'semester']))
    expect(body.errors!.find((error) => error.field === 'transcript')!.message).toMatch(/transcript/)

    const files = [...(await validFiles()), { field: 'transcript', name: 'transcript.pdf', type: 'application/pdf', data: pdf() }]
    const accepted = await submit(validFields({ is_transfer: '1', course: '2', semester: '3' }), files)
    expect(accepted.response.status).toBe(201)
  })

  it('refuses a direction that does not offer the chosen degree', async () => {
    const { response, body } = await submit(validFields({ degree: String(ids.master) }))
    expect(response.status).toBe(422)
    expect(body.errors).toContainEqual({ field: 'faculty', message: 'This choice is not offered for the selected degree and form of study' })
  })

  it('makes one application of a double submit with one idempotency key, even at the same moment', async () => {
    const before = await applicationCount()
    const fields = validFields()
    const files = await validFiles()
    const key = `key-${Date.now()}-double`
    const [first, second] = await Promise.all([submit(fields, files, { 'idempotency-key': key }), submit(fields, files, { 'idempotency-key': key })])
    const third = await submit(fields, files, { 'idempotency-key': key })
    expect([first.response.status, second.response.status, third.response.status]).toEqual([201, 201, 201])
    expect(second.body.data!.application_number).toBe(first.body.data!.application_number)
    expect(third.body.data!.application_number).toBe(first.body.data!.application_number)
    expect(await applicationCount()).toBe(before + 1)
  })

  it('leaves no record and no file when storing fails halfway', async () => {
    const fileRecords = async () => (await payload.count({ collection: 'application-files', overrideAccess: true })).totalDocs
    const before = { count: await applicationCount(), files: await storedFiles(), records: await fileRecords() }
    const request = applyRequest(validFields(), await validFiles())
    const incoming = path.join(path.dirname(documentsDir()), 'incoming-test')
    await import('node:fs/promises').then((fs) => fs.mkdir(incoming, { recursive: true }))
    const received = await receiveMultipart(request, incoming)
    await expect(
      storeApplication(payload, received, {
        locale: 'en',
        faults: {
          afterFileStored: (index) => {
            if (index === 1) throw new Error('disk pulled out')
          },
        },
      }),
    ).rejects.toThrow('disk pulled out')
    expect(await applicationCount()).toBe(before.count)
    expect(await storedFiles()).toEqual(before.files)
    expect(await fileRecords()).toBe(before.records)
  })
})

describe(`a submission cut short on ${dialect()}`, () => {
  it('stays invisible, never answers a replay, and the reconciler removes what it left', async () => {
    const fields = validFields({ birth_date: '2005-08-08' })
    const files = await validFiles()
    const key = `key-${Date.now()}-cut`
    const incoming = path.join(path.dirname(documentsDir()), 'incoming-test')
    await mkdir(incoming, { recursive: true })
    const received = await receiveMultipart(applyRequest(fields, files), incoming)
    // Every document is stored, then the process "stops" before the application is made whole.
    let reached!: () => void
    const stopped = new Promise<void>((resolve) => (reached = resolve))
    void storeApplication(payload, received, {
      locale: 'en',
      idempotencyKey: key,
      faults: {
        beforeComplete: () => {
          reached()
          return new Promise<void>(() => {})
        },
      },
    })
    await stopped
    const byEmail = { email: { equals: fields.email } }
    const staffSees = async () => (await payload.find({ collection: 'applications', where: byEmail, user: admissions, overrideAccess: false })).totalDocs
    expect(await staffSees()).toBe(0)
    // Without transactions (SQLite) the rows exist, marked incomplete; status checks do not find them.
    const rows = (await payload.find({ collection: 'applications', where: byEmail, overrideAccess: true, depth: 0 })).docs
    for (const row of rows) {
      expect(row.complete).toBe(false)
      expect(await findForLookup(payload, row.applicationNumber, row.birthDate)).toBeUndefined()
    }
    expect(rows.length).toBe(dialect() === 'sqlite' ? 1 : 0)

    // The applicant's retry with the same key is stored anew, whole.
    const retry = await submit(fields, files, { 'idempotency-key': key })
    expect(retry.response.status).toBe(201)
    expect(await staffSees()).toBe(1)

    const known = async () =>
      (await payload.find({ collection: 'application-files', overrideAccess: true, pagination: false, depth: 0 })).docs.map((doc) => doc.storedName).sort()
    // Left behind: the incomplete rows with their files (SQLite), or files no committed row names (PostgreSQL).
    const named = new Set(await known())
    const orphans = (await storedFiles()).filter((name) => !named.has(name))
    expect(rows.length + orphans.length).toBeGreaterThan(0)
    // Still within the grace period: left alone, as a submission under way on another instance would be.
    expect(await reconcileDocuments(payload)).toEqual({ incompleteApplications: 0, orphanFiles: 0, abandonedUploads: 0 })
    const done = await reconcileDocuments(payload, { graceMinutes: 0 })
    expect(done.incompleteApplications + done.orphanFiles).toBeGreaterThan(0)
    expect(await storedFiles()).toEqual(await known())
    expect(await staffSees()).toBe(1)
  })
})

describe(`status check and contract on ${dialect()}`, () => {
  it('shows the status for number and date of birth, and answers an unknown number and a wrong date identically', async () => {
    const { body } = await submit(validFields({ birth_date: '2005-07-01' }))
    const number = body.data!.application_number
    const ok = await consoleCheck(
      jsonRequest('/api/console', { application_number: number.toLowerCase().replace('-', ''), birth_date: '2005-07-01', locale: 'ru' }),
    )
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toContain('no-store')
    // With the checklist of the documents sent (src/admissions/shared/documentStates.ts).
    const received = (document: string, label: string) => ({ document, label, state: 'received', state_label: 'Получен', reason: null })
    expect(await ok.json()).toEqual({
      data: {
        status: 'not_confirmed',
        label: 'Не подтверждена',
        documents: [received('photo', 'Фото 3×4'), received('passport_copy', 'Копия паспорта'), received('diploma', 'Диплом или аттестат')],
      },
    })

    const wrongDate = await consoleCheck(jsonRequest('/api/console', { application_number: number, birth_date: '2005-07-02' }))
    const unknown = await consoleCheck(jsonRequest('/api/console', { application_number: 'ZZZZ-ZZZZ', birth_date: '2005-07-01' }))
    expect(wrongDate.status).toBe(404)
    expect(unknown.status).toBe(wrongDate.status)
    expect(await unknown.text()).toBe(await wrongDate.text())
  })

  it('asks a client past ten look-ups a minute for a challenge instead of answering', async () => {
    const address = client()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await consoleCheck(
        jsonRequest('/api/console', { application_number: 'ZZZZ-ZZZZ', birth_date: '2005-07-01' }, { 'x-forwarded-for': address }),
      )
      statuses.push(response.status)
      if (i === 11) expect((await response.json()).challenge).toBeTruthy()
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses.slice(10)).toEqual([428, 428])
  })

  it('logs each status change, mails it in the applicant’s language and keeps staff to the order', async () => {
    const fields = validFields({ locale: 'ru', birth_date: '2004-01-20' })
    const { body } = await submit(fields)
    const application = await findApplication(body.data!.application_number)
    const move = (status: string, user: User, statusComment?: string) =>
      payload.update({ collection: 'applications', id: application.id, data: { status, statusComment } as never, user, overrideAccess: false })

    await expect(move('approved', admissions)).rejects.toThrow()
    await move('received', admissions, 'Документы в порядке')
    const mail = await sink.waitFor(fields.email, (message) => message.subject.includes('Принята'))
    expect(mail.text).toContain('Документы в порядке')
    await move('in_consideration', admissions)

    const contractBefore = await contract(
      jsonRequest('/api/contract', { application_number: application.applicationNumber, birth_date: '2004-01-20', locale: 'en' }),
    )
    expect(contractBefore.status).toBe(409)
    expect(JSON.stringify(await contractBefore.json())).not.toContain('Karimova')
    // The page's PDF form, sent without JavaScript, is sent back to the page with the reason.
    const early = new URLSearchParams({ application_number: application.applicationNumber, birth_date: '2004-01-20', locale: 'ru' })
    const back = await contractPdf(new Request('http://localhost/api/contract/pdf', { method: 'POST', body: early, headers: { 'x-forwarded-for': client() } }))
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/ru/get-contract?error=notApproved')

    await move('approved', admissions)
    const stored = await findApplication(application.applicationNumber)
    expect(stored.statusLog!.map((entry) => [entry.from ?? null, entry.to])).toEqual([
      [null, 'not_confirmed'],
      ['not_confirmed', 'received'],
      ['received', 'in_consideration'],
      ['in_consideration', 'approved'],
    ])
    expect(stored.statusLog![1]).toMatchObject({ by: admissions.email, comment: 'Документы в порядке' })
    expect(stored.decidedAt).toBeTruthy()

    const status = await consoleCheck(
      jsonRequest('/api/console', { application_number: application.applicationNumber, birth_date: '2004-01-20', locale: 'en' }),
    )
    // Approved, the answer carries the invoice made by the approval (tests/int/applicantPayment.int.test.ts has the rest).
    expect(await status.json()).toEqual({
      data: { status: 'approved', label: 'Approved', documents: expect.any(Array), payment: expect.objectContaining({ state: 'unpaid', pay: [] }) },
    })

    const filled = await contract(jsonRequest('/api/contract', { application_number: application.applicationNumber, birth_date: '2004-01-20', locale: 'en' }))
    expect(filled.status).toBe(200)
    const view = (await filled.json()).data
    expect(view.title).toBe(`Contract No. ${application.applicationNumber}`)
    expect(view.sections[0].paragraphs[0]).toBe(
      'Karimova Aziza Rustamovna, passport AB 1234567, studies Software Engineering (Full-time, Bachelor’s) at Faculty of Computing.',
    )
    expect(view.sections[0].paragraphs[1]).toMatch(/^Fee per year: 18,000,000 UZS\.$/)
    // The fee's currency as each language writes it.
    for (const [locale, written] of [
      ['ru', /18\s000\s000 сум/],
      ['uz', /18\s000\s000 soʻm/],
    ] as const) {
      const other = await contract(jsonRequest('/api/contract', { application_number: application.applicationNumber, birth_date: '2004-01-20', locale }))
      const text = JSON.stringify((await other.json()).data.sections)
      expect(text).toMatch(written)
      expect(text).not.toContain('UZS')
    }

    const form = new URLSearchParams({ application_number: application.applicationNumber, birth_date: '2004-01-20', locale: 'ru' })
    const file = await contractPdf(new Request('http://localhost/api/contract/pdf', { method: 'POST', body: form, headers: { 'x-forwarded-for': client() } }))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // An admin may correct any step.
    await move('in_consideration', admin)
    expect((await findApplication(application.applicationNumber)).status).toBe('in_consideration')
  })
})

describe(`status check answered by the production server on ${dialect()}`, () => {
  let reader: LookupReader
  let server: Server
  let base: string
  let number: string
  let failing = false
  let ready = true

  beforeAll(async () => {
    reader = openLookupReader()
    // The steps src/edge/server.ts takes before Next, with a stand-in for Next behind them.
    const find = (applicationNumber: string, birthDate: string) =>
      failing ? Promise.reject(new Error('database gone')) : reader.find(applicationNumber, birthDate)
    const handle = async (_req: unknown, res: import('node:http').ServerResponse) => void res.writeHead(418).end('next')
    const steps = twins({ reader: { ...reader, find }, db: sharedReadConnection() }).map(twinStep)
    server = createServer(async (req, res) => {
      if (!(await answeredBeforeNext(steps, ready, req, res))) await handle(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const { body } = await submit(validFields({ birth_date: '2003-11-30' }))
    number = body.data!.application_number
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await reader?.close()
  })

  const post = (body: string, type = 'application/json', address = client(), language = 'en') =>
    fetch(`${base}/api/console`, { method: 'POST', body, headers: { 'content-type': type, 'x-forwarded-for': address, 'accept-language': language } })

  it('reads the same row Payload stored, with its own connection', async () => {
    const viaPayload = await findForLookup(payload, number, '2003-11-30')
    expect(viaPayload).toMatchObject({ applicationNumber: number, birthDate: '2003-11-30', status: 'not_confirmed' })
    expect(await reader.find(number, '2003-11-30')).toEqual(viaPayload)
    expect(await reader.find('ZZZZ-ZZZZ', '2003-11-30')).toBeUndefined()
  })

  it('answers as the route handler does, never cached, with the site’s security headers', async () => {
    const viaServer = await post(JSON.stringify({ application_number: number.toLowerCase(), birth_date: '2003-11-30', locale: 'uz' }))
    const viaRoute = await consoleCheck(jsonRequest('/api/console', { application_number: number.toLowerCase(), birth_date: '2003-11-30', locale: 'uz' }))
    expect(viaServer.status).toBe(200)
    const documents = ['photo', 'passport_copy', 'diploma'].map((document) => expect.objectContaining({ document, state: 'received', reason: null }))
    expect(await viaServer.clone().json()).toEqual({ data: { status: 'not_confirmed', label: expect.any(String), documents } })
    expect(await viaServer.text()).toBe(await viaRoute.text())
    expect(viaServer.headers.get('cache-control')).toContain('no-store')
    expect(viaServer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(viaServer.headers.get('content-security-policy')).toContain("default-src 'self'")

    const form = await post(new URLSearchParams({ application_number: number, birth_date: '2003-11-30' }).toString(), 'application/x-www-form-urlencoded')
    expect(form.status).toBe(200)
  })

  it('gives an unknown number and a wrong date the same answer, and a clear one for an unreadable body', async () => {
    const wrongDate = await post(JSON.stringify({ application_number: number, birth_date: '2003-11-29' }))
    const unknown = await post(JSON.stringify({ application_number: 'ZZZZ-ZZZZ', birth_date: '2003-11-30' }))
    expect(wrongDate.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe(await wrongDate.text())

    const broken = await post('{"application_number":', 'application/json', client(), 'ru')
    expect(broken.status).toBe(400)
    expect((await broken.json()).errors[0].message).toMatch(/форм/i)
    const missing = await post(JSON.stringify({ application_number: number }))
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual([{ field: 'birth_date', message: expect.any(String) }])
  })

  it('does the same work for an unknown number as for a known number with a wrong date: one statement, no row', async () => {
    const statements: string[] = []
    const observed = openLookupReader((sql, args) => statements.push(`${sql} (${args.length} values)`))
    try {
      const miss = async (application_number: string, birth_date: string) => {
        statements.length = 0
        const answer = await statusCheck(
          { application_number, birth_date, locale: 'en' },
          new Headers({ 'x-forwarded-for': client() }),
          observed.find,
          observed.checklist,
        )
        return { status: answer.status, text: await answer.text(), statements: [...statements] }
      }
      const wrongDate = await miss(number, '2003-11-29')
      const unknown = await miss('ZZZZ-ZZZZ', '2003-11-29')
      expect(wrongDate.status).toBe(404)
      expect(wrongDate.statements).toHaveLength(1)
      expect(wrongDate.statements[0]).toMatch(/birth_date = \? .*\(2 values\)$/)
      expect(unknown).toEqual(wrongDate)
      // Neither reads the application's row: the date of birth is part of what the database is asked.
      expect(await observed.find(number, '2003-11-29')).toBeUndefined()
      expect(await findForLookup(payload, number, '2003-11-29')).toBeUndefined()
      expect(await findForLookup(payload, 'ZZZZ-ZZZZ', '2003-11-29')).toBeUndefined()
    } finally {
      await observed.close()
    }
  })

  it('refuses control characters in the number or the date with a 422 that says so', async () => {
    const answer = await post(JSON.stringify({ application_number: `${number}\u0000`, birth_date: '2003-11-30', locale: 'ru' }))
    expect(answer.status).toBe(422)
    expect((await answer.json()).errors).toEqual([{ field: 'application_number', message: ru.applyErrors.controlCharacters }])
    const date = await consoleCheck(jsonRequest('/api/console', { application_number: number, birth_date: '2003-11-30\u0000' }))
    expect(date.status).toBe(422)
    expect((await date.json()).errors).toEqual([{ field: 'birth_date', message: en.applyErrors.controlCharacters }])
  })

  it('reads bodies as the route handler does: any case of content type, a byte-order mark, no arrays', async () => {
    const body = JSON.stringify({ application_number: number, birth_date: '2003-11-30' })
    expect((await post(body, 'Application/JSON; charset=UTF-8')).status).toBe(200)
    expect((await post(`\uFEFF${body}`)).status).toBe(200)
    for (const odd of ['[]', '5', '"text"', 'null']) {
      const viaServer = await post(odd, 'application/json', client(), 'ru')
      const viaRoute = await consoleCheck(jsonRequest('/api/console', JSON.parse(odd), { 'accept-language': 'ru' }))
      expect([viaServer.status, viaRoute.status]).toEqual([400, 400])
      expect(await viaServer.text()).toBe(await viaRoute.text())
    }
    const oddLocale = await post(JSON.stringify({ application_number: number, birth_date: '2003-11-30', locale: 7 }))
    expect(oddLocale.status).toBe(200)
  })

  it('answers a body over the limit at once and closes the connection', async () => {
    const huge = await post(JSON.stringify({ application_number: number, birth_date: '2003-11-30', padding: 'x'.repeat(100_000) }))
    expect(huge.status).toBe(400)
    expect(huge.headers.get('connection')).toBe('close')
  })

  it('leaves other requests to Next, and status checks too until Payload has started', async () => {
    const form = new FormData()
    form.append('application_number', number)
    expect((await fetch(`${base}/api/console`, { method: 'POST', body: form })).status).toBe(418)
    expect((await fetch(`${base}/api/console`)).status).toBe(418)
    expect((await fetch(`${base}/api/contract`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(418)
    ready = false
    try {
      expect((await post(JSON.stringify({ application_number: number, birth_date: '2003-11-30' }))).status).toBe(418)
    } finally {
      ready = true
    }
  })

  it('shares one threshold with the contract requests that Next answers: past it both ask for a challenge', async () => {
    const address = client()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post(JSON.stringify({ application_number: 'ZZZZ-ZZZZ', birth_date: '2003-11-30' }), 'application/json', address)).status)
    for (let i = 0; i < 5; i++) {
      const response = await contract(
        jsonRequest('/api/contract', { application_number: 'ZZZZ-ZZZZ', birth_date: '2003-11-30' }, { 'x-forwarded-for': address }),
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual(Array(10).fill(404))
    const limited = await post(JSON.stringify({ application_number: number, birth_date: '2003-11-30' }), 'application/json', address)
    expect(limited.status).toBe(428)
    expect(limited.headers.get('x-challenge')).toBe('altcha')
    const contractLimited = await contract(
      jsonRequest('/api/contract', { application_number: number, birth_date: '2003-11-30' }, { 'x-forwarded-for': address }),
    )
    expect(contractLimited.status).toBe(428)
  })

  it('says the service is unavailable, in the applicant’s language, when the database is out of reach', async () => {
    failing = true
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const find = () => Promise.reject(new Error('database gone'))
    try {
      const response = await post(JSON.stringify({ application_number: number, birth_date: '2003-11-30' }), 'application/json', client(), 'ru')
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toContain('no-store')
      expect((await response.json()).errors[0].message).toMatch(/недоступен/)
      expect(errorLog).toHaveBeenCalled()
      // The route handler runs the same check: the language from the body, as the page sends it.
      const viaRoute = await statusCheck(
        { application_number: number, birth_date: '2003-11-30', locale: 'uz' },
        new Headers({ 'x-forwarded-for': client() }),
        find,
      )
      expect(viaRoute.status).toBe(503)
      expect((await viaRoute.json()).errors[0].message).toMatch(/Xizmat hozir ishlamayapti/)
    } finally {
      failing = false
      errorLog.mockRestore()
    }
  })
})

describe(`privacy and retention on ${dialect()}`, () => {
  it('keeps applications and documents from visitors and editors', async () => {
    for (const user of [undefined, editor]) {
      await expect(payload.find({ collection: 'applications', overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.find({ collection: 'application-files', overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.create({ collection: 'applications', data: {} as never, overrideAccess: false, user })).rejects.toThrow()
    }
    expect((await payload.find({ collection: 'applications', overrideAccess: false, user: admissions })).totalDocs).toBeGreaterThan(0)
  })

  it('deletes rejected applications and their files once the retention period has passed', async () => {
    const { body } = await submit()
    const application = await findApplication(body.data!.application_number)
    const files = await payload.find({ collection: 'application-files', where: { application: { equals: application.id } }, overrideAccess: true })
    await payload.update({ collection: 'applications', id: application.id, data: { status: 'rejected' }, user: admin, overrideAccess: false })
    expect(await purgeExpiredApplications(payload)).toBe(0)

    const later = new Date(Date.now() + 13 * 31 * 24 * 3600 * 1000)
    expect(await purgeExpiredApplications(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await findApplication(application.applicationNumber)).toBeUndefined()
    const left = await storedFiles()
    expect(files.docs.some((file) => left.includes(file.storedName))).toBe(false)
  })
})
