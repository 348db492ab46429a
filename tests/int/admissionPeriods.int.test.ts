// Admission periods at the server: a programme outside its window is refused with 422 and the
// `closed` message in the applicant's language, even when a client sends it anyway; the
// programme's own dates win over its degree's; nothing is stored for a refused application.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type AdmissionPeriod, describePeriod } from '@/admissions/shared/periods'
import { POST as apply } from '@/app/api/apply/route'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

import { applicantDocuments, applyRequest, type Catalogue, createCatalogue } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const ahead = (days: number) => new Date(Date.now() + days * DAY).toISOString()

let payload: Payload
let catalogue: Catalogue

async function send(fields: Record<string, string> = {}) {
  const response = await apply(applyRequest(catalogue, await applicantDocuments(), fields))
  return { status: response.status, body: (await response.json()) as { data?: { application_number: string }; errors?: { field?: string; message: string }[] } }
}

// Both zones Tashkent unless given: an update keeps the zones a previous test chose otherwise.
const zones = { opensAt_tz: 'Asia/Tashkent', closesAt_tz: 'Asia/Tashkent' } as const
type PeriodData = {
  opensAt: string | null
  closesAt: string | null
  opensAt_tz?: 'Asia/Tashkent' | 'Europe/Moscow'
  closesAt_tz?: 'Asia/Tashkent' | 'Europe/Moscow'
}
const setDegreePeriod = (admissionPeriod: PeriodData) =>
  payload.update({ collection: 'degrees', id: catalogue.degree, data: { admissionPeriod: { ...zones, ...admissionPeriod } } })
const setProgramPeriod = (admissionPeriod: PeriodData) =>
  payload.update({ collection: 'programs', id: catalogue.program, data: { admissionPeriod: { ...zones, ...admissionPeriod } } })
const applications = async () => (await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs

/** The message the applicant should read, made from the language's own words. */
function closedMessage(messages: typeof en, locale: 'en' | 'ru', period: AdmissionPeriod) {
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key])
  const words = describePeriod(locale, period, (key, dates) => fill(messages.form.admission[key], dates))
  return fill(messages.applyErrors.closed, { period: words })
}

beforeAll(async () => {
  payload = await testPayload()
  catalogue = await createCatalogue(payload, `periods-${Date.now()}`)
}, 120_000)

describe(`admission periods on ${dialect()}`, () => {
  it('refuses a programme whose degree’s period has ended, with 422 and the dates, in the applicant’s language, storing nothing', async () => {
    const period = { opensAt: ago(40), closesAt: ago(1), timeZone: 'Asia/Tashkent' }
    await setDegreePeriod({ opensAt: period.opensAt, closesAt: period.closesAt })
    const before = await applications()

    const english = await send()
    expect(english.status).toBe(422)
    expect(english.body.errors).toContainEqual({ field: 'faculty', message: closedMessage(en, 'en', period) })
    expect(english.body.errors!.find((error) => error.field === 'faculty')!.message).toMatch(
      /^Admission to this programme is closed\. Application period: .+ – .+GMT\+5$/,
    )

    const russian = await send({ locale: 'ru' })
    expect(russian.status).toBe(422)
    expect(russian.body.errors).toContainEqual({ field: 'faculty', message: closedMessage(ru, 'ru', period) })
    expect(await applications()).toBe(before)
  })

  it('shows the dates in the zone they were given in', async () => {
    const period = { opensAt: null, closesAt: ago(2), timeZone: 'Europe/Moscow' }
    await setDegreePeriod({ opensAt: null, closesAt: period.closesAt, closesAt_tz: 'Europe/Moscow' })
    const { status, body } = await send()
    expect(status).toBe(422)
    const message = body.errors!.find((error) => error.field === 'faculty')!.message
    expect(message).toBe(closedMessage(en, 'en', period))
    expect(message).toMatch(/until .+GMT\+3$/)
  })

  it('refuses a period that has not opened yet', async () => {
    const period = { opensAt: ahead(3), closesAt: ahead(30), timeZone: 'Asia/Tashkent' }
    await setDegreePeriod({ opensAt: period.opensAt, closesAt: period.closesAt })
    const { status, body } = await send()
    expect(status).toBe(422)
    expect(body.errors).toContainEqual({ field: 'faculty', message: closedMessage(en, 'en', period) })
  })

  it('takes the programme’s own open period over its degree’s closed one, and the reverse', async () => {
    await setDegreePeriod({ opensAt: ago(40), closesAt: ago(1) })
    await setProgramPeriod({ opensAt: ago(1), closesAt: ahead(5) })
    const open = await send()
    expect(open.status, JSON.stringify(open.body)).toBe(201)

    await setDegreePeriod({ opensAt: null, closesAt: null })
    await setProgramPeriod({ opensAt: null, closesAt: ago(1) })
    const closed = await send()
    expect(closed.status).toBe(422)
    expect(closed.body.errors!.map((error) => error.field)).toContain('faculty')
  })

  it('accepts an application with no period at all, as before periods existed', async () => {
    await setDegreePeriod({ opensAt: null, closesAt: null })
    await setProgramPeriod({ opensAt: null, closesAt: null })
    expect((await send()).status).toBe(201)
  })

  it('refuses a closing before the opening in the admin', async () => {
    await expect(setDegreePeriod({ opensAt: ahead(10), closesAt: ahead(5) })).rejects.toThrow(/close after they open|invalid/i)
  })
})
