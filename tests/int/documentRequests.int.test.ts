// Staff ask for a new document, the applicant replaces it through the e-mailed link: the request
// saved by admissions staff, the e-mail in the applicant's language through a local SMTP sink, the
// link's page calls with number and date of birth, the file stored all or nothing, the status
// check's checklist (route and production server alike), the document's history and the audit log.
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const sinkPort = vi.hoisted(() => {
  const port = 43000 + (process.pid % 10000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  return port
})

import { makeRequestToken } from '@/admissions/server/documentTokens'
import { checklistForLookup, findForLookup } from '@/admissions/server/lookup'
import { openLookupReader } from '@/admissions/server/lookupReader'
import { receiveMultipart } from '@/admissions/server/multipart'
import { replaceDocument } from '@/admissions/server/replaceDocument'
import { statusCheck } from '@/admissions/server/statusCheck'
import { documentsDir, incomingDir, ensureDirs, storedPath } from '@/admissions/server/storage'
import { POST as consoleCheck } from '@/app/api/console/route'
import { POST as checkRequest } from '@/app/api/replace-document/route'
import { POST as uploadReplacement } from '@/app/api/replace-document/upload/route'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'
import type { ApplicationFile, User } from '@/payload-types'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { createCatalogue, jpeg, pdf, png, submitApplicationThroughRoute, type Catalogue } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let catalogue: Catalogue
let staff: User
let editor: User

const BIRTH = '2006-03-14'
let counter = 0
/** A new client address per call, so the rate limits only meet the test about them. */
const client = () => `10.44.${Math.floor(++counter / 250)}.${counter % 250}`

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
  catalogue = await createCatalogue(payload, 'document-requests')
  const user = (role: 'admin' | 'admissions' | 'editor') =>
    payload.create({
      collection: 'users',
      data: { email: `${role}-${Date.now()}-${counter++}@example.edu`, password: 'a-long-test-password-1', roles: [role] } as never,
      overrideAccess: true,
    })
  await user('admin')
  staff = await user('admissions')
  editor = await user('editor')
}, 120_000)

afterAll(async () => {
  await sink?.close()
})

async function applicant(locale: 'en' | 'ru' | 'uz') {
  const email = `docs-${locale}-${Date.now()}-${counter++}@example.com`
  const number = await submitApplicationThroughRoute(catalogue, { locale, email, passport_number: String(Date.now()).slice(-8) })
  const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true, depth: 0 }))
    .docs[0]
  const files = (
    await payload.find({ collection: 'application-files', where: { application: { equals: application.id } }, overrideAccess: true, depth: 0, sort: 'id' })
  ).docs
  const file = (kind: string) => files.find((doc) => doc.kind === kind)!
  return { email, number, application, file }
}

/** What the admin's Save does for a member of staff. */
const staffSaves = (id: number, data: Partial<ApplicationFile>, user: User = staff) =>
  payload.update({ collection: 'application-files', id, data, user, overrideAccess: false, depth: 0 })

const reload = async (id: number) => payload.findByID({ collection: 'application-files', id, overrideAccess: true, depth: 0 })

const isRequest = (message: { text: string }) => message.text.includes('/replace-document?token=')
const tokenIn = (text: string) => {
  const url = text.match(/https?:\/\/\S+replace-document\?token=\S+/)?.[0]
  return { url, token: url ? new URL(url).searchParams.get('token')! : undefined }
}

const json = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
  })

type Upload = { field: string; name: string; type: string; data: Buffer }

function upload(fields: Record<string, string>, file?: Upload | Upload[]) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const { field, name, type, data } of [file ?? []].flat()) form.append(field, new Blob([new Uint8Array(data)], { type }), name)
  return uploadReplacement(
    new Request('http://localhost/api/replace-document/upload', { method: 'POST', body: form, headers: { 'x-forwarded-for': client() } }),
  )
}

const auditOf = async (number: string) =>
  (
    await payload.find({ collection: 'admissions-audit', where: { application: { equals: number } }, overrideAccess: true, sort: 'createdAt', limit: 100 })
  ).docs.map((entry) => [entry.action, entry.detail, entry.by])

const messages = { en, ru, uz }

describe(`document requests on ${dialect()}`, () => {
  it('e-mails the link once in the applicant’s language; the link replaces the document and the checklist follows', async () => {
    const { email, number, application, file } = await applicant('ru')
    const passport = file('passport_copy')
    const oldStored = passport.storedName

    const saved = await staffSaves(passport.id, { state: 'needs_replacement', replacementReason: '  Скан размыт: не читаются серия и номер.  ' })
    expect(saved).toMatchObject({ state: 'needs_replacement', replacementReason: 'Скан размыт: не читаются серия и номер.', requestedBy: staff.email })
    expect(saved.requestEmailedAt).toBeTruthy()
    expect(saved.history!.map((entry) => [entry.event, entry.by])).toEqual([
      ['requested', staff.email],
      ['emailed', staff.email],
    ])

    const mail = await sink.waitFor(email, isRequest)
    expect(mail.subject).toBe(`Заявка ${number}: нужен новый документ «Копия паспорта»`)
    expect(mail.text).toContain('Причина: Скан размыт: не читаются серия и номер.')
    expect(mail.text).toContain('Понадобятся номер заявки и дата рождения')
    const { url, token } = tokenIn(mail.text)
    expect(new URL(url!).pathname).toBe('/ru/replace-document')
    expect(mail.text).not.toContain(oldStored)

    // Saving again (the reason corrected) sends nothing more.
    await staffSaves(passport.id, { replacementReason: 'Скан размыт: не читаются серия и номер паспорта.' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.messages.filter((message) => message.to.includes(email) && isRequest(message))).toHaveLength(1)

    // The status page: a checklist with the reason.
    const status = await consoleCheck(json('/api/console', { application_number: number, birth_date: BIRTH, locale: 'ru' }))
    expect(status.status).toBe(200)
    expect((await status.json()).data.documents).toEqual([
      { document: 'photo', label: 'Фото 3×4', state: 'received', state_label: 'Получен', reason: null },
      {
        document: 'passport_copy',
        label: 'Копия паспорта',
        state: 'needs_replacement',
        state_label: 'Нужна замена',
        reason: 'Скан размыт: не читаются серия и номер паспорта.',
      },
      { document: 'diploma', label: 'Диплом или аттестат', state: 'received', state_label: 'Получен', reason: null },
    ])

    // The link's page: which document and why.
    const check = await checkRequest(json('/api/replace-document', { token, application_number: number.toLowerCase(), birth_date: BIRTH, locale: 'ru' }))
    expect(check.status).toBe(200)
    expect(check.headers.get('cache-control')).toContain('no-store')
    const described = (await check.json()).data
    expect(described).toMatchObject({
      document: 'passport_copy',
      label: 'Копия паспорта',
      reason: 'Скан размыт: не читаются серия и номер паспорта.',
      types: ['jpeg', 'pdf'],
      max_mb: 3,
    })
    expect(Date.parse(described.expires_at) - Date.parse(saved.requestedAt!)).toBeGreaterThan(13.9 * 86_400_000)

    // The new file.
    const response = await upload(
      { token: token!, application_number: number, birth_date: BIRTH, locale: 'ru' },
      { field: 'passport_copy', name: 'passport-new.jpg', type: 'image/jpeg', data: await jpeg() },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({ data: { document: 'passport_copy', state: 'replaced' } })

    const replaced = await reload(passport.id)
    expect(replaced).toMatchObject({ state: 'replaced', originalName: 'passport-new.jpg', mimeType: 'image/jpeg' })
    expect(replaced.storedName).not.toBe(oldStored)
    expect(replaced.replacedAt).toBeTruthy()
    expect(replaced.history!.map((entry) => entry.event)).toEqual(['requested', 'emailed', 'replaced'])
    const stored = await readdir(documentsDir())
    expect(stored).toContain(replaced.storedName)
    expect(stored).not.toContain(oldStored)

    // The checklist says so, on the route and on the production server's own reader alike.
    const after = await statusCheck(
      { application_number: number, birth_date: BIRTH, locale: 'ru' },
      new Headers({ 'x-forwarded-for': client() }),
      (n, birth) => findForLookup(payload, n, birth),
      (id) => checklistForLookup(payload, id),
    )
    const reader = openLookupReader()
    try {
      const fast = await statusCheck(
        { application_number: number, birth_date: BIRTH, locale: 'ru' },
        new Headers({ 'x-forwarded-for': client() }),
        reader.find,
        reader.checklist,
      )
      const text = await after.text()
      expect(await fast.text()).toBe(text)
      expect(JSON.parse(text).data.documents[1]).toEqual({
        document: 'passport_copy',
        label: 'Копия паспорта',
        state: 'replaced',
        state_label: 'Заменён',
        reason: null,
      })
    } finally {
      await reader.close()
    }

    // The link has done its work, and says so to whoever holds it with the number and date of birth.
    const again = await checkRequest(json('/api/replace-document', { token, application_number: number, birth_date: BIRTH, locale: 'ru' }))
    expect(again.status).toBe(409)
    expect((await again.json()).errors[0].message).toBe(ru.documentRequest.alreadyReplaced)

    // Who asked, that it was e-mailed, that the applicant replaced it; the reason stays with the document.
    expect(await auditOf(number)).toEqual([
      ['document_requested', 'passport_copy', staff.email],
      ['document_emailed', 'passport_copy', staff.email],
      ['document_replaced', 'passport_copy', 'applicant'],
    ])
    expect(JSON.stringify(await auditOf(number))).not.toContain('размыт')
    expect(application.locale).toBe('ru')
  })

  it('writes each e-mail in the applicant’s own language', async () => {
    for (const locale of ['en', 'uz'] as const) {
      const { email, number, file } = await applicant(locale)
      await staffSaves(file('photo').id, { state: 'needs_replacement', replacementReason: 'Background is not white.' })
      const mail = await sink.waitFor(email, isRequest)
      const t = messages[locale]
      const document = t.form.fields.photo
      expect(mail.subject).toBe(t.emails.documentRequestSubject.replace('{number}', number).replace('{document}', document))
      expect(mail.text).toContain(t.emails.documentRequestReason.replace('{reason}', 'Background is not white.'))
      expect(new URL(tokenIn(mail.text).url!).pathname).toBe(locale === 'en' ? '/replace-document' : '/uz/replace-document')
    }
  })

  it('answers a wrong date of birth, an unknown number, a forged, expired, withdrawn or superseded link alike', async () => {
    const { email, number, application, file } = await applicant('en')
    const diploma = file('diploma')
    const saved = await staffSaves(diploma.id, { state: 'needs_replacement', replacementReason: 'Second page missing.' })
    const { token } = tokenIn((await sink.waitFor(email, isRequest)).text)
    const ask = async (body: Record<string, unknown>) => {
      const response = await checkRequest(json('/api/replace-document', { token, application_number: number, birth_date: BIRTH, locale: 'en', ...body }))
      return { status: response.status, text: await response.text() }
    }
    const notFound = { status: 404, text: JSON.stringify({ errors: [{ message: en.documentRequest.notFound }] }) }
    expect((await ask({})).status).toBe(200)

    const requestedAt = new Date(saved.requestedAt!)
    const link = { application: application.id, document: diploma.id, requestedAt, expiresAt: new Date(Date.now() + 86_400_000) }
    const refusals = {
      wrongBirthDate: await ask({ birth_date: '2006-03-15' }),
      unknownNumber: await ask({ application_number: 'ZZZZ-ZZZZ' }),
      noToken: await ask({ token: undefined }),
      tampered: await ask({ token: `${token!.slice(0, -3)}abc` }),
      expired: await ask({ token: makeRequestToken({ ...link, expiresAt: new Date(Date.now() - 1000) }) }),
      otherDocument: await ask({ token: makeRequestToken({ ...link, document: file('photo').id }) }),
      otherApplication: await ask({ token: makeRequestToken({ ...link, application: application.id + 1 }) }),
      earlierRequest: await ask({ token: makeRequestToken({ ...link, requestedAt: new Date(requestedAt.getTime() - 60_000) }) }),
    }
    for (const [name, answer] of Object.entries(refusals)) expect(answer, name).toEqual(notFound)
    // In the applicant's language.
    expect((await ask({ birth_date: '2006-03-15', locale: 'uz' })).text).toContain(uz.documentRequest.notFound)

    // Withdrawn by staff: logged, and the link stops working.
    const withdrawn = await staffSaves(diploma.id, { state: 'received' })
    expect(withdrawn.history!.map((entry) => entry.event)).toEqual(['requested', 'emailed', 'withdrawn'])
    expect(withdrawn.replacementReason).toBeNull()
    expect(await ask({})).toEqual(notFound)
    expect((await auditOf(number)).at(-1)).toEqual(['edit', 'diploma: needs_replacement → received', staff.email])

    // Asked again: a new e-mail, and only the new link works.
    await staffSaves(diploma.id, { state: 'needs_replacement', replacementReason: 'Second page still missing.' })
    const second = await sink.waitFor(email, (message) => isRequest(message) && message.text.includes('still missing'))
    expect(await ask({})).toEqual(notFound)
    expect((await ask({ token: tokenIn(second.text).token })).status).toBe(200)
  })

  it('takes only a file the form would take, judged by its content, and changes nothing otherwise', async () => {
    const { email, number, file } = await applicant('en')
    const passport = file('passport_copy')
    const photo = file('photo')
    await staffSaves(passport.id, { state: 'needs_replacement', replacementReason: 'Unreadable.' })
    const passportLink = tokenIn((await sink.waitFor(email, (message) => isRequest(message) && message.text.includes('Passport copy'))).text).token!
    await staffSaves(photo.id, { state: 'needs_replacement', replacementReason: 'Not 3×4.' })
    const photoLink = tokenIn((await sink.waitFor(email, (message) => isRequest(message) && message.text.includes('Photo 3×4'))).text).token!
    const fields = (token: string, locale = 'en') => ({ token, application_number: number, birth_date: BIRTH, locale })
    const filesBefore = (await readdir(documentsDir())).sort()

    const problems = async (response: Response) => ({ status: response.status, body: await response.json() })
    // A PNG where the passport copy must be JPEG or PDF; a text file named .pdf.
    expect(await problems(await upload(fields(passportLink), { field: 'passport_copy', name: 'p.png', type: 'image/png', data: await png(300, 400) }))).toEqual(
      {
        status: 422,
        body: { errors: [{ field: 'passport_copy', message: 'This file must be JPEG or PDF; the content of the uploaded file is not' }] },
      },
    )
    const fake = await upload(fields(passportLink, 'ru'), {
      field: 'passport_copy',
      name: 'p.pdf',
      type: 'application/pdf',
      data: Buffer.from('just text, not a PDF'),
    })
    expect(fake.status).toBe(422)
    expect((await fake.json()).errors[0].message).toBe(ru.applyErrors.fileType.replace('{types}', 'JPEG или PDF'))
    // No file; a file under another document's name; a landscape photo; one over 3 MB.
    expect((await problems(await upload(fields(passportLink)))).body.errors).toEqual([{ field: 'passport_copy', message: en.applyErrors.fileRequired }])
    expect((await upload(fields(passportLink), { field: 'diploma', name: 'd.pdf', type: 'application/pdf', data: pdf() })).status).toBe(422)
    expect(
      (await problems(await upload(fields(photoLink), { field: 'photo', name: 'wide.png', type: 'image/png', data: await png(400, 300) }))).body.errors,
    ).toEqual([{ field: 'photo', message: en.applyErrors.photoShape }])
    const big = await upload(fields(passportLink), {
      field: 'passport_copy',
      name: 'big.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024 + 10, 32)]),
    })
    expect(big.status).toBe(413)
    // A wrong date of birth with a good file: not found, nothing stored.
    expect(
      (await upload({ ...fields(passportLink), birth_date: '2000-01-01' }, { field: 'passport_copy', name: 'p.pdf', type: 'application/pdf', data: pdf() }))
        .status,
    ).toBe(404)

    expect((await readdir(documentsDir())).sort()).toEqual(filesBefore)
    expect(await readdir(incomingDir())).toEqual([])
    expect(await reload(passport.id)).toMatchObject({ state: 'needs_replacement', storedName: passport.storedName })

    // The right kind of file goes through, and the photo is re-encoded as the form's would be.
    expect((await upload(fields(photoLink), { field: 'photo', name: 'me.png', type: 'image/png', data: await png(300, 400) })).status).toBe(200)
    expect(await reload(photo.id)).toMatchObject({ state: 'replaced', mimeType: 'image/png', originalName: 'me.png' })
  })

  it('takes one of five uploads through one link at once: one 200, four 409, one file kept, one audit entry', async () => {
    const { email, number, file } = await applicant('en')
    const diploma = file('diploma')
    await staffSaves(diploma.id, { state: 'needs_replacement', replacementReason: 'Blurred.' })
    const { token } = tokenIn((await sink.waitFor(email, isRequest)).text)
    const before = await readdir(documentsDir())

    const fields = { token: token!, application_number: number, birth_date: BIRTH, locale: 'en' }
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => upload(fields, { field: 'diploma', name: `diploma-${n}.pdf`, type: 'application/pdf', data: pdf() })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409])
    for (const answer of answers.filter((one) => one.status === 409))
      expect(await answer.json()).toEqual({ errors: [{ message: en.documentRequest.alreadyReplaced }] })

    const replaced = await reload(diploma.id)
    expect(replaced.state).toBe('replaced')
    expect(replaced.history!.map((entry) => entry.event)).toEqual(['requested', 'emailed', 'replaced'])
    // The winner's file in place of the old one, and nothing of the four others.
    expect((await readdir(documentsDir())).sort()).toEqual([...before.filter((name) => name !== diploma.storedName), replaced.storedName].sort())
    expect(await readdir(incomingDir())).toEqual([])
    expect((await auditOf(number)).filter(([action]) => action === 'document_replaced')).toEqual([['document_replaced', 'diploma', 'applicant']])
  })

  it('checks an upload as the application form does: two files, control characters, exactly 3 MB and one byte more', async () => {
    const { email, number, file } = await applicant('ru')
    const passport = file('passport_copy')
    const photo = file('photo')
    await staffSaves(photo.id, { state: 'needs_replacement', replacementReason: 'Not 3×4.' })
    const photoLink = tokenIn((await sink.waitFor(email, (message) => isRequest(message) && message.text.includes('Фото 3×4'))).text).token!
    await staffSaves(passport.id, { state: 'needs_replacement', replacementReason: 'Unreadable.' })
    const passportLink = tokenIn((await sink.waitFor(email, (message) => isRequest(message) && message.text.includes('Копия паспорта'))).text).token!
    const fields = (token: string) => ({ token, application_number: number, birth_date: BIRTH, locale: 'ru' })
    const filesBefore = (await readdir(documentsDir())).sort()

    // Two photos: the form's own answer (/api/apply gives the same), not the first one kept.
    const portrait = { field: 'photo', name: 'me.png', type: 'image/png', data: await png(300, 400) }
    const two = await upload(fields(photoLink), [portrait, { ...portrait, name: 'me-too.png' }])
    expect(two.status).toBe(422)
    expect((await two.json()).errors).toEqual([{ field: 'photo', message: ru.applyErrors.tooManyFiles.replace('{max}', '1') }])
    // A control character in the date of birth: said so, not "not found".
    const control = await upload({ ...fields(photoLink), birth_date: `${BIRTH}\u0000` }, portrait)
    expect(control.status).toBe(422)
    expect((await control.json()).errors).toEqual([{ field: 'birth_date', message: ru.applyErrors.controlCharacters }])
    // "3 MB" is 3 × 1024 × 1024 bytes: one byte more is refused, exactly that is taken.
    const sized = (size: number) => ({
      field: 'passport_copy',
      name: 'p.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf(), Buffer.alloc(size - pdf().length, 32)]),
    })
    const over = await upload(fields(passportLink), sized(3 * 1024 * 1024 + 1))
    expect(over.status).toBe(413)
    expect((await over.json()).errors).toEqual([{ field: 'passport_copy', message: ru.applyErrors.fileSize.replace('{size}', '3') }])
    expect((await readdir(documentsDir())).sort()).toEqual(filesBefore)
    expect(await reload(photo.id)).toMatchObject({ state: 'needs_replacement', storedName: photo.storedName })

    expect((await upload(fields(passportLink), sized(3 * 1024 * 1024))).status).toBe(200)
    expect(await reload(passport.id)).toMatchObject({ state: 'replaced', size: 3 * 1024 * 1024 })
  })

  it('leaves the old file and record as they were when storing fails, and removes the new file', async () => {
    const { email, number, file } = await applicant('en')
    const diploma = file('diploma')
    await staffSaves(diploma.id, { state: 'needs_replacement', replacementReason: 'Blurred.' })
    const { token } = tokenIn((await sink.waitFor(email, isRequest)).text)
    const before = (await readdir(documentsDir())).sort()

    await ensureDirs()
    const form = new FormData()
    for (const [key, value] of Object.entries({ token: token!, application_number: number, birth_date: BIRTH, locale: 'en' })) form.append(key, value)
    form.append('diploma', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'd.pdf')
    const { mkdtemp, rm } = await import('node:fs/promises')
    const path = await import('node:path')
    // Failing after the file is stored, and after the request is claimed but before its history is written.
    for (const fault of ['afterFileStored', 'afterClaimed'] as const) {
      const dir = await mkdtemp(path.join(incomingDir(), 'test-'))
      const received = await receiveMultipart(new Request('http://localhost/x', { method: 'POST', body: form }), dir)
      await expect(
        replaceDocument(payload, received, new Headers({ 'x-forwarded-for': client() }), {
          [fault]: () => {
            throw new Error('disk full')
          },
        }),
      ).rejects.toThrow('disk full')
      await rm(dir, { recursive: true, force: true })
      expect((await readdir(documentsDir())).sort(), fault).toEqual(before)
      expect(existsSync(storedPath(diploma.storedName))).toBe(true)
      expect(await reload(diploma.id)).toMatchObject({ state: 'needs_replacement', storedName: diploma.storedName, originalName: diploma.originalName })
    }
    // Still open: the applicant can try again.
    const retry = await checkRequest(json('/api/replace-document', { token, application_number: number, birth_date: BIRTH }))
    expect(retry.status).toBe(200)
  })

  it('lets admissions staff change only the state and the reason, asks for a reason, and keeps “replaced” for the applicant', async () => {
    const { file } = await applicant('en')
    const photo = file('photo')
    await expect(staffSaves(photo.id, { state: 'needs_replacement' })).rejects.toThrow()
    await expect(staffSaves(photo.id, { state: 'needs_replacement', replacementReason: '   ' })).rejects.toThrow()
    await expect(staffSaves(photo.id, { state: 'replaced' })).rejects.toThrow()
    await expect(staffSaves(photo.id, { state: 'needs_replacement', replacementReason: 'x' }, editor)).rejects.toThrow()
    // Server-kept fields are not staff's to change.
    const kept = await staffSaves(photo.id, {
      storedName: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa.jpg',
      originalName: 'forged.jpg',
      requestedBy: 'someone',
      history: [],
    } as Partial<ApplicationFile>)
    expect(kept).toMatchObject({ storedName: photo.storedName, originalName: photo.originalName, state: 'received' })
    expect(kept.requestedBy ?? null).toBeNull()
  })

  it('counts the link’s calls with the status checks of the same client address', async () => {
    const address = '10.45.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const form = new FormData()
      for (const [key, value] of Object.entries({ token: 'x.y', application_number: 'ZZZZ-ZZZZ', birth_date: BIRTH })) form.append(key, value)
      const response = await uploadReplacement(
        new Request('http://localhost/api/replace-document/upload', { method: 'POST', body: form, headers: { 'x-forwarded-for': address } }),
      )
      statuses.push(response.status)
    }
    // Past the status checks' threshold the client address is asked for a challenge (428).
    expect(statuses).toEqual([...Array(10).fill(404), 428])
    const limited = await checkRequest(
      new Request('http://localhost/api/replace-document', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      }),
    )
    expect(limited.status).toBe(428)
    expect(limited.headers.get('x-challenge')).toBe('altcha')
  })
})
