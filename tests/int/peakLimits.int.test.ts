// The admissions peak (docs/decisions/044-limits-for-a-crowd.md): a school lab or a carrier's
// shared address is a crowd, not an attacker. Above an address's soft threshold the browser
// solves a challenge and gets through; one person is limited per passport, e-mail and phone
// wherever they send from; a solved challenge works once. Route handlers and the production
// server's status-check fast path, on the real database.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  // A light challenge, so forty solutions take no time; the thresholds are the defaults.
  process.env.CHALLENGE_DIFFICULTY = '20'
})

import { openLookupReader, type LookupReader } from '@/admissions/server/lookupReader'
import { sharedReadConnection } from '@/database/connections'
import { answeredBeforeNext, twinStep } from '@/edge/beforeNext'
import { twins } from '@/edge/twins'
import { env } from '@/env'
import { POST as apply } from '@/app/api/apply/route'
import { POST as consoleCheck } from '@/app/api/console/route'
import { POST as contact } from '@/app/api/contact/route'
import { POST as subscribe } from '@/app/(site)/[locale]/api/subscribe/route'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let ids: { degree: number; form: number; region: number; program: number }
let counter = 0

const png = () =>
  sharp({ create: { width: 200, height: 280, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
let image: Buffer

/** A different person each time, unless told otherwise. */
function applicant(overrides: Record<string, string> = {}) {
  const n = ++counter
  return {
    locale: 'en',
    degree: String(ids.degree),
    study_form: String(ids.form),
    faculty: String(ids.program),
    region: String(ids.region),
    first_name: 'Dilnoza',
    last_name: 'Yusupova',
    passport_series: 'AC',
    passport_number: String(3_000_000 + n),
    passport_issued_by: 'Samarkand IIB',
    passport_issue_date: '2021-05-10',
    passport_expiry_date: '2031-05-09',
    citizenship: 'Uzbekistan',
    gender: 'female',
    birth_date: '2007-02-11',
    birth_place: 'Samarkand',
    phone: `+998 91 ${String(1_000_000 + n).slice(1)}`,
    email: `lab-${dialect()}-${n}@example.com`,
    permanent_address: 'Samarkand, Registan 1',
    institution_name: 'School No. 7',
    consent: '1',
    ...overrides,
  }
}

function applyRequest(fields: Record<string, string>, address: string, solution?: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png')
  form.append('passport_copy', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'passport.pdf')
  form.append('diploma', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'diploma.png')
  const headers: Record<string, string> = { 'x-forwarded-for': address, 'accept-language': fields.locale ?? 'en' }
  if (solution) headers['x-altcha'] = solution
  return new Request('http://localhost/api/apply', { method: 'POST', body: form, headers })
}

type Answer = { data?: { application_number?: string }; errors?: { message: string }[]; challenge?: Challenge; strings?: Record<string, string> }

/** What the browser's widget does: solve the challenge and send back the base64 payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

/** Sends as the browser code does: when a challenge is asked for, solve it and send the same again. */
async function applyAsBrowser(fields: Record<string, string>, address: string) {
  let response = await apply(applyRequest(fields, address))
  let challenged = false
  if (response.status === 428) {
    challenged = true
    const asked = (await response.json()) as Answer
    response = await apply(applyRequest(fields, address, await solve(asked.challenge!)))
  }
  return { response, challenged, body: (await response.json()) as Answer }
}

beforeAll(async () => {
  payload = await testPayload()
  image = await png()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Faculty' },
    file: { data: image, mimetype: 'image/png', name: 'faculty.png', size: image.length },
  })
  const degree = await payload.create({ collection: 'degrees', data: { name: 'Bachelor’s', code: 'bachelor-peak' } })
  const form = await payload.create({ collection: 'study-forms', data: { name: 'Full-time', code: 'full-time-peak' } })
  const region = await payload.create({ collection: 'regions', data: { name: 'Samarkand', code: 'samarkand-peak' } })
  const faculty = await payload.create({ collection: 'faculties', data: { name: 'Faculty of Physics', image: media.id } })
  const program = await payload.create({
    collection: 'programs',
    data: {
      name: 'Physics',
      code: '60530900',
      faculty: faculty.id,
      degree: degree.id,
      studyForms: [form.id],
      languages: ['en'],
      durationYears: 4,
      tuitionFee: 18_000_000,
    },
  })
  ids = { degree: degree.id, form: form.id, region: region.id, program: program.id }
}, 120_000)

describe(`the admissions peak on ${dialect()}`, () => {
  it('lets forty classmates apply from one school lab address: above the soft threshold each solves a challenge', async () => {
    const lab = '203.0.113.40'
    const outcomes: { status: number; challenged: boolean }[] = []
    for (let i = 0; i < 40; i++) {
      const { response, challenged, body } = await applyAsBrowser(applicant(), lab)
      expect(body.data?.application_number, `classmate ${i + 1}: ${JSON.stringify(body.errors)}`).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/)
      outcomes.push({ status: response.status, challenged })
    }
    expect(outcomes.every((outcome) => outcome.status === 201)).toBe(true)
    // The first twenty (RATE_LIMIT_APPLY_PER_HOUR) are not asked; every later one is.
    expect(outcomes.map((outcome) => outcome.challenged)).toEqual([...Array(20).fill(false), ...Array(20).fill(true)])
  }, 180_000)

  it('asks only the busy address, says why in the visitor’s language, and accepts a solution once', async () => {
    const busy = '203.0.113.41'
    for (let i = 0; i < 20; i++) expect((await apply(applyRequest(applicant(), busy))).status).toBe(201)
    const asked = await apply(applyRequest(applicant({ locale: 'uz' }), busy))
    expect(asked.status).toBe(428)
    expect(asked.headers.get('x-challenge')).toBe('altcha')
    const body = (await asked.json()) as Answer
    expect(body.errors).toEqual([{ message: uz.limits.challenge }])
    expect(body.strings).toEqual(uz.limits.widget)
    expect(body.challenge?.parameters.algorithm).toBe('PBKDF2/SHA-256')

    // Another address is not asked.
    expect((await apply(applyRequest(applicant(), '203.0.113.42'))).status).toBe(201)

    const solution = await solve(body.challenge!)
    expect((await apply(applyRequest(applicant(), busy, solution))).status).toBe(201)
    // The same solution again: refused, with a new challenge.
    const replay = await apply(applyRequest(applicant(), busy, solution))
    expect(replay.status).toBe(428)
    expect(((await replay.json()) as Answer).challenge?.signature).not.toBe(body.challenge?.signature)
    // A solution made for another kind of request does not count here.
    const other = await consoleCheck(
      new Request('http://localhost/api/console', {
        method: 'POST',
        body: JSON.stringify({ application_number: 'ZZZZ-ZZZZ', birth_date: '2005-07-01' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': busy, 'x-altcha': solution },
      }),
    )
    expect(other.status).toBe(404)
    // A made-up payload is no solution.
    const forged = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64')
    expect((await apply(applyRequest(applicant(), busy, forged))).status).toBe(428)
  }, 120_000)

  it('limits one person to twenty applications an hour, whichever address they use, and says to come back within the hour', async () => {
    const person = applicant({ locale: 'ru' })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const { response, body } = await applyAsBrowser({ ...person, email: i % 2 ? person.email.toUpperCase() : person.email }, `198.51.100.${i + 1}`)
      statuses.push(response.status)
      if (i === 20) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
        const message = body.errors?.[0]?.message
        expect(message).toBe(ru.limits.identity.apply.replace('{minutes}', '60'))
        expect(message).toContain('час')
      }
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429])
    // The same passport with another e-mail and phone is the same person.
    const samePassport = applicant({ passport_series: person.passport_series, passport_number: person.passport_number })
    expect((await applyAsBrowser(samePassport, '198.51.100.99')).response.status).toBe(429)
  }, 180_000)
})

describe(`status checks, sign-ups and contact messages on ${dialect()}`, () => {
  let server: Server
  let base: string
  let reader: LookupReader

  beforeAll(async () => {
    reader = openLookupReader()
    const handle = async (_req: unknown, res: import('node:http').ServerResponse) => void res.writeHead(418).end('next')
    const steps = twins({ reader, db: sharedReadConnection() }).map(twinStep)
    server = createServer(async (req, res) => {
      if (!(await answeredBeforeNext(steps, true, req, res))) await handle(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await reader?.close()
  })

  const check = (address: string, number: string, solution?: string) =>
    fetch(`${base}/api/console`, {
      method: 'POST',
      body: JSON.stringify({ application_number: number, birth_date: '2001-01-01', locale: 'ru' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(solution ? { 'x-altcha': solution } : {}) },
    })

  it('asks a busy address for a challenge on the production server’s fast path, then answers', async () => {
    const address = '192.0.2.50'
    const numbers = Array.from({ length: 11 }, (_, i) => `ZZZZ-ZZ${'23456789ABCDEFGH'[i]}${'23456789ABCDEFGH'[i + 1]}`)
    for (let i = 0; i < 10; i++) expect((await check(address, numbers[i]!)).status).toBe(404)
    const asked = await check(address, numbers[10]!)
    expect(asked.status).toBe(428)
    const body = (await asked.json()) as Answer
    expect(body.errors).toEqual([{ message: ru.limits.challenge }])
    const solution = await solve(body.challenge!)
    expect((await check(address, numbers[10]!, solution)).status).toBe(404)
    expect((await check(address, numbers[10]!, solution)).status).toBe(428)
  })

  it('lets a carrier address whose phones solve their challenges past the ceiling, and refuses one that leaves them unanswered', async () => {
    const ceiling = env.RATE_LIMIT_CEILING_PER_MINUTE
    const letters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
    const numberOf = (n: number) => `QQ${letters[(n >> 10) % 32]}${letters[(n >> 5) % 32]}-${letters[n % 32]}QQQ`
    // Results day behind one carrier address: more anxious applicants this minute than the ceiling, each solving what it is asked.
    const carrier = '192.0.2.90'
    const answered: number[] = []
    let challenged = 0
    for (let i = 0; i < ceiling + 30; i++) {
      let answer = await check(carrier, numberOf(i))
      if (answer.status === 428) {
        challenged++
        answer = await check(carrier, numberOf(i), await solve(((await answer.json()) as Answer).challenge!))
      }
      answered.push(answer.status)
    }
    expect(answered).toEqual(Array(ceiling + 30).fill(404))
    expect(challenged).toBe(ceiling + 30 - env.RATE_LIMIT_LOOKUP_PER_MINUTE)

    // A machine that never solves: asked for a challenge until it has left the ceiling's worth unanswered, then refused.
    const machine = '192.0.2.91'
    const statuses: number[] = []
    let firstChallenge: Challenge | undefined
    for (let i = 0; i < env.RATE_LIMIT_LOOKUP_PER_MINUTE + ceiling + 1; i++) {
      const answer = await check(machine, numberOf(2000 + i))
      statuses.push(answer.status)
      if (answer.status === 428) firstChallenge ??= ((await answer.json()) as Answer).challenge
      else if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(((await answer.json()) as Answer).errors?.[0]?.message).toMatch(/Попробуйте через \d+ с\./)
      } else await answer.arrayBuffer()
    }
    expect(statuses).toEqual([...Array(env.RATE_LIMIT_LOOKUP_PER_MINUTE).fill(404), ...Array(ceiling).fill(428), 429])
    // A person behind that address who solved the challenge they were asked still gets their answer; unsolved, still refused.
    expect((await check(machine, numberOf(4000), await solve(firstChallenge!))).status).toBe(404)
    expect((await check(machine, numberOf(4001))).status).toBe(429)
  }, 120_000)

  it('limits how often one application number is checked, from any address, with an hourly message', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await check(`192.0.2.${100 + i}`, 'YYYY-YYYY')).status)
    expect(statuses).toEqual([...Array(30).fill(404), 429])
    const limited = await check('192.0.2.200', 'YYYY-YYYY')
    expect(((await limited.json()) as Answer).errors?.[0]?.message).toMatch(/За последний час .* Попробуйте через \d+ мин\./)
  })

  it('asks a busy address for a challenge before a newsletter sign-up, then signs up', async () => {
    const address = '192.0.2.60'
    const signUp = (email: string, solution?: string) => {
      const body = new FormData()
      body.set('email', email)
      return subscribe(
        new Request('http://localhost/uz/api/subscribe', {
          method: 'POST',
          body,
          headers: { accept: 'application/json', 'x-forwarded-for': address, ...(solution ? { 'x-altcha': solution } : {}) },
        }),
      )
    }
    for (let i = 0; i < 10; i++) expect((await signUp(`peak-${dialect()}-${i}@example.com`)).status).toBe(200)
    const asked = await signUp(`peak-${dialect()}-10@example.com`)
    expect(asked.status).toBe(428)
    const body = (await asked.json()) as Answer
    expect(body.errors).toEqual([{ message: uz.limits.challenge }])
    expect((await signUp(`peak-${dialect()}-10@example.com`, await solve(body.challenge!))).status).toBe(200)
  })

  it('asks a busy address for a challenge before a contact message, and limits one e-mail address an hour', async () => {
    const send = (address: string, email: string, solution?: string) =>
      contact(
        new Request('http://localhost/api/contact', {
          method: 'POST',
          body: JSON.stringify({ name: 'Jasur', email, message: 'When does the admission start?', locale: 'en' }),
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-forwarded-for': address,
            ...(solution ? { 'x-altcha': solution } : {}),
          },
        }),
      )
    const lab = '192.0.2.70'
    for (let i = 0; i < 10; i++) expect((await send(lab, `visitor-${dialect()}-${i}@example.com`)).status).toBe(201)
    const asked = await send(lab, `visitor-${dialect()}-10@example.com`)
    expect(asked.status).toBe(428)
    const body = (await asked.json()) as Answer
    expect(body.errors).toEqual([{ message: en.limits.challenge }])
    expect((await send(lab, `visitor-${dialect()}-10@example.com`, await solve(body.challenge!))).status).toBe(201)

    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(`192.0.2.${80 + i}`, `one-${dialect()}@example.com`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
