// The applicant's rules, written once: the browser's early check (ui/earlyChecks.ts), the
// server's check (server/checkFields.ts) and the collection's limits all read this module, so
// a rule changed here changes everywhere. Browser-safe: no Node or server imports.
import { hasControlCharacters } from '@/lib/controlCharacters'
import { isEmailAddress } from '@/lib/email'
import { TIME_ZONE } from '@/lib/dates'
import { isPhoneNumber } from '@/lib/phone'

import { isRequired, isShown, isTicked, VALUE_FIELDS, type ValueField, type Values } from './fields'

export type MessageKey =
  | 'required'
  | 'email'
  | 'phone'
  | 'date'
  | 'pastDate'
  | 'expiryDate'
  | 'birthDate'
  | 'passportSeries'
  | 'passportNumber'
  | 'tooLong'
  | 'controlCharacters'
  | 'choice'
  | 'unavailable'
  | 'closed'
  | 'integer'
  | 'studyPeriod'
  | 'fileRequired'
  | 'fileType'
  | 'fileSize'
  | 'tooManyFiles'
  | 'unknownField'
  | 'transcript'
  | 'photoShape'
  | 'consent'

export type Params = Record<string, string | number>
/** What is wrong with one field, before it is put into words in the applicant's language. */
export type Problem = { key: MessageKey; params?: Params }
export type FieldProblem = Problem & { field: string }

type Kind = 'text' | 'choice' | 'gender' | 'date' | 'phone' | 'email' | 'passportSeries' | 'passportNumber' | 'flag' | 'integer' | 'consent'
type Rule = { kind: Kind; max?: number; range?: readonly [number, number] }

const text = (max = 200): Rule => ({ kind: 'text', max })
const DATE: Rule = { kind: 'date', max: 10 }
const PHONE: Rule = { kind: 'phone', max: 32 }
const CHOICE: Rule = { kind: 'choice' }

/** What each value must be; `max` is the most characters it may have, as typed. */
export const VALUE_RULES: Record<ValueField, Rule> = {
  degree: CHOICE,
  study_form: CHOICE,
  faculty: CHOICE,
  region: CHOICE,
  last_name: text(),
  first_name: text(),
  middle_name: text(),
  birth_date: DATE,
  gender: { kind: 'gender' },
  birth_place: text(),
  citizenship: text(100),
  passport_series: { kind: 'passportSeries', max: 10 },
  passport_number: { kind: 'passportNumber', max: 20 },
  passport_issued_by: text(),
  passport_issue_date: DATE,
  passport_expiry_date: DATE,
  permanent_address: text(300),
  temporary_address: text(300),
  phone: PHONE,
  phone_extra: PHONE,
  telegram_phone: PHONE,
  email: { kind: 'email', max: 254 },
  institution_name: text(),
  institution_address: text(),
  is_transfer: { kind: 'flag' },
  course: { kind: 'integer', range: [1, 6] },
  semester: { kind: 'integer', range: [1, 12] },
  study_from: DATE,
  study_to: DATE,
  father_name: text(),
  father_phone: PHONE,
  mother_name: text(),
  mother_phone: PHONE,
  // Consent to the processing of personal data (Uzbekistan's law on personal data): ticked, or no application.
  consent: { kind: 'consent' },
}

/** The longest stored form of a text value: what the collection's field allows. */
export const storedLength = (field: ValueField) =>
  (({ passportSeries: 4, passportNumber: 10 }) as Partial<Record<Kind, number>>)[VALUE_RULES[field].kind] ?? VALUE_RULES[field].max ?? 200

/** A value as it is checked and stored: trimmed; passport series in capitals, passport parts without spaces. */
export function normalizeValue(field: ValueField, raw: string | undefined): string {
  const value = (raw ?? '').trim()
  switch (VALUE_RULES[field].kind) {
    case 'passportSeries':
      return value.toUpperCase().replace(/\s/g, '')
    case 'passportNumber':
      return value.replace(/\s/g, '')
    default:
      return value
  }
}

const ID = /^\d{1,9}$/

export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Today's date (YYYY-MM-DD) at the university, wherever the check runs: browser and server agree on the day. */
export const universityDay = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** The same calendar day `years` years earlier, as text (29 February stays comparable). */
export const yearsBefore = (day: string, years: number) => `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`

export const EARLIEST_BIRTH_DATE = '1940-01-01'
export const MINIMUM_AGE = 14

/** The range a date of birth may take on `today`: for the form's date picker too. */
export const birthDateRange = (today: string) => ({ min: EARLIEST_BIRTH_DATE, max: yearsBefore(today, MINIMUM_AGE) })

function formatProblem(field: ValueField, value: string): Problem | null {
  const rule = VALUE_RULES[field]
  switch (rule.kind) {
    case 'choice':
      return ID.test(value) ? null : { key: 'choice' }
    case 'gender':
      return value === 'male' || value === 'female' ? null : { key: 'choice' }
    case 'date':
      return isRealDate(value) ? null : { key: 'date' }
    case 'phone':
      return isPhoneNumber(value) ? null : { key: 'phone' }
    case 'email':
      return isEmailAddress(value) ? null : { key: 'email' }
    case 'passportSeries':
      return /^[A-Z]{1,4}$/.test(value) ? null : { key: 'passportSeries' }
    case 'passportNumber':
      return /^\d{5,10}$/.test(value) ? null : { key: 'passportNumber' }
    case 'integer': {
      const [min, max] = rule.range!
      return /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max ? null : { key: 'integer', params: { min, max } }
    }
    default:
      return null
  }
}

/** Rules between a date and today or another date, once the date itself is a real one. */
function dateProblem(field: ValueField, value: string, values: Values, today: string): Problem | null {
  switch (field) {
    case 'birth_date': {
      const { min, max } = birthDateRange(today)
      return value < min || value > max ? { key: 'birthDate' } : null
    }
    // Issued by today and valid after today: the issue date is before the expiry date.
    case 'passport_issue_date':
      return value > today ? { key: 'pastDate' } : null
    case 'passport_expiry_date':
      // A passport that ends today cannot carry an application through its review.
      return value <= today ? { key: 'expiryDate' } : null
    case 'study_from':
      return value > today ? { key: 'pastDate' } : null
    case 'study_to': {
      const from = values.study_from.trim()
      return isRealDate(from) && value <= from ? { key: 'studyPeriod' } : null
    }
    default:
      return null
  }
}

/** What is wrong with one value of the form, or null. `today` is `universityDay()`. */
export function checkValue(field: ValueField, values: Values, today: string): Problem | null {
  if (!isShown(field, values)) return null
  if (VALUE_RULES[field].kind === 'consent') return isTicked(values[field]) ? null : { key: 'consent' }
  const raw = (values[field] ?? '').trim()
  // Every value of the form is one line: surrounding whitespace is trimmed, nothing else is taken.
  if (hasControlCharacters(raw)) return { key: 'controlCharacters' }
  const value = normalizeValue(field, raw)
  if (!value) return isRequired(field, values) ? { key: 'required' } : null
  const { max, kind } = VALUE_RULES[field]
  if (max !== undefined && raw.length > max) return { key: 'tooLong', params: { max } }
  return formatProblem(field, value) ?? (kind === 'date' ? dateProblem(field, value, values, today) : null)
}

/** Every value's problem (the first one of each field), in the form's order. */
export function checkValues(values: Values, today: string): FieldProblem[] {
  const problems: FieldProblem[] = []
  for (const field of VALUE_FIELDS) {
    const problem = checkValue(field, values, today)
    if (problem) problems.push({ field, ...problem })
  }
  return problems
}
