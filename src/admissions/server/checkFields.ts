// The application's text fields, checked on the server: what each must be, every error at
// once, and the checked values in the shape the Applications collection stores.
import { z } from 'zod'

import { isPhoneNumber } from '@/lib/phone'

export type MessageKey =
  | 'required'
  | 'email'
  | 'phone'
  | 'date'
  | 'pastDate'
  | 'expiryDate'
  | 'issueBeforeExpiry'
  | 'birthDate'
  | 'passportSeries'
  | 'passportNumber'
  | 'tooLong'
  | 'choice'
  | 'unavailable'
  | 'integer'
  | 'studyPeriod'
  | 'fileRequired'
  | 'fileType'
  | 'fileSize'
  | 'tooManyFiles'
  | 'unknownField'
  | 'transcript'

/** An error before it is put into words in the applicant's language. */
export type FieldProblem = { field: string; key: MessageKey; params?: Record<string, string | number> }

// zod carries our message key (and its parameters) as the issue message.
const m = (key: MessageKey, params?: FieldProblem['params']) => JSON.stringify({ key, params })

const required = (max = 200) =>
  z.string({ error: m('required') }).trim().min(1, { error: m('required') }).max(max, { error: m('tooLong', { max }) })
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: m('tooLong', { max }) })
    .optional()
    .transform((value) => value || null)

const isRealDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
const date = () => required(10).refine(isRealDate, { error: m('date') })
const optionalDate = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isRealDate(value), { error: m('date') })

const isPhone = isPhoneNumber
const phone = () => required(32).refine(isPhone, { error: m('phone') })
const optionalPhone = () => optional(32).refine((value) => value === null || isPhone(value), { error: m('phone') })

const id = () =>
  z
    .string({ error: m('required') })
    .trim()
    .min(1, { error: m('required') })
    .regex(/^\d{1,9}$/, { error: m('choice') })
    .transform(Number)

const flag = z
  .string()
  .optional()
  .transform((value) => ['1', 'true', 'on', 'yes'].includes((value ?? '').toLowerCase()))

const integerIn = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), {
      error: m('integer', { min, max }),
    })
    .transform((value) => (value === null ? null : Number(value)))

// One rule for an e-mail address: something@domain.tld, one @, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

const fields = z.object({
  degree: id(),
  study_form: id(),
  faculty: id(),
  region: id(),
  first_name: required(),
  last_name: required(),
  middle_name: optional(),
  passport_series: required(10)
    .transform((value) => value.toUpperCase().replace(/\s/g, ''))
    .refine((value) => /^[A-Z]{1,4}$/.test(value), { error: m('passportSeries') }),
  passport_number: required(20)
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{5,10}$/.test(value), { error: m('passportNumber') }),
  passport_issued_by: required(),
  passport_issue_date: date(),
  passport_expiry_date: date(),
  citizenship: required(100),
  gender: z.enum(['male', 'female'], { error: m('choice') }),
  birth_date: date(),
  birth_place: required(),
  phone: phone(),
  phone_extra: optionalPhone(),
  telegram_phone: optionalPhone(),
  email: required(254).refine((value) => EMAIL.test(value), { error: m('email') }),
  temporary_address: optional(300),
  permanent_address: required(300),
  father_name: optional(),
  father_phone: optionalPhone(),
  mother_name: optional(),
  mother_phone: optionalPhone(),
  institution_name: required(),
  institution_address: optional(),
  is_transfer: flag,
  course: integerIn(1, 6),
  semester: integerIn(1, 12),
  study_from: optionalDate(),
  study_to: optionalDate(),
})

export type ApplicationFields = z.infer<typeof fields>

const today = (now: Date) => now.toISOString().slice(0, 10)
const yearsBefore = (now: Date, years: number) => `${now.getUTCFullYear() - years}${today(now).slice(4)}`

/** Rules between fields, once each field is valid on its own. */
function crossChecks(value: ApplicationFields, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = []
  const todayText = today(now)
  if (value.passport_issue_date > todayText) problems.push({ field: 'passport_issue_date', key: 'pastDate' })
  if (value.passport_expiry_date <= todayText) problems.push({ field: 'passport_expiry_date', key: 'expiryDate' })
  else if (value.passport_issue_date >= value.passport_expiry_date) problems.push({ field: 'passport_issue_date', key: 'issueBeforeExpiry' })
  if (value.birth_date < '1940-01-01' || value.birth_date > yearsBefore(now, 14)) problems.push({ field: 'birth_date', key: 'birthDate' })
  if (value.is_transfer) {
    if (value.course === null) problems.push({ field: 'course', key: 'integer', params: { min: 1, max: 6 } })
    if (value.semester === null) problems.push({ field: 'semester', key: 'integer', params: { min: 1, max: 12 } })
  }
  if (value.study_from && value.study_to && value.study_to <= value.study_from) problems.push({ field: 'study_to', key: 'studyPeriod' })
  if (value.study_from && value.study_from > todayText) problems.push({ field: 'study_from', key: 'pastDate' })
  return problems
}

export type FieldCheck = { ok: true; value: ApplicationFields } | { ok: false; problems: FieldProblem[] }

/** Checks the text fields of an application as they arrive in the form. */
export function checkFields(input: Record<string, string>, now = new Date()): FieldCheck {
  const parsed = fields.safeParse(input)
  if (!parsed.success) {
    const problems = new Map<string, FieldProblem>()
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (problems.has(field)) continue
      let decoded: { key: MessageKey; params?: FieldProblem['params'] }
      try {
        decoded = JSON.parse(issue.message)
      } catch {
        decoded = { key: 'required' }
      }
      problems.set(field, { field, ...decoded })
    }
    return { ok: false, problems: [...problems.values()] }
  }
  const problems = crossChecks(parsed.data, now)
  return problems.length ? { ok: false, problems } : { ok: true, value: parsed.data }
}
