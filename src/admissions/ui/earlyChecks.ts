// The browser's early check of an application, mirroring the rules of docs/admissions-api.md
// so a visitor hears about a mistake beside the field; the server checks everything again.
import {
  FIELD_ORDER, FILE_KINDS, FILE_TYPES, type FieldName, type FileField, type Files, isRequired, isShown,
  MAX_EXTRA_FILES, MAX_FILE_MB, MAX_TEXT, typesLabel, type ValueField, type Values,
} from '@/admissions/shared/fields'

/** A message key of the `applyErrors` namespace (or `fileTypeChoice`, the form's own) and its placeholders. */
export type FieldError = { key: string; values?: Record<string, string | number> }
export type FieldErrors = Partial<Record<FieldName, FieldError>>

const DATE = /^\d{4}-\d{2}-\d{2}$/
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const PHONE = /^[+\d\s()-]+$/

const isRealDate = (value: string) => {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** YYYY-MM-DD of a day in the visitor's time zone, `yearsBack` years earlier. */
export const isoDay = (day: Date, yearsBack = 0) => {
  const year = String(day.getFullYear() - yearsBack).padStart(4, '0')
  return `${year}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

const DATE_FIELDS = new Set<FieldName>(['birth_date', 'passport_issue_date', 'passport_expiry_date', 'study_from', 'study_to'])
const PHONE_FIELDS = new Set<FieldName>(['phone', 'phone_extra', 'telegram_phone', 'father_phone', 'mother_phone'])
const CHOICE_FIELDS = new Set<FieldName>(['degree', 'study_form', 'faculty', 'region', 'gender'])
const RANGES: Partial<Record<FieldName, [number, number]>> = { course: [1, 6], semester: [1, 12] }

function dateError(field: FieldName, value: string, values: Values, today: Date): FieldError | null {
  if (!isRealDate(value)) return { key: 'date' }
  const now = isoDay(today)
  switch (field) {
    case 'birth_date':
      return value < '1940-01-01' || value > isoDay(today, 14) ? { key: 'birthDate' } : null
    case 'passport_issue_date':
      return value > now ? { key: 'pastDate' } : null
    case 'passport_expiry_date':
      if (value < now) return { key: 'expiryDate' }
      return isRealDate(values.passport_issue_date) && values.passport_issue_date >= value ? { key: 'issueBeforeExpiry' } : null
    case 'study_to':
      return isRealDate(values.study_from) && values.study_from >= value ? { key: 'studyPeriod' } : null
    default:
      return null
  }
}

function valueError(field: ValueField, values: Values, today: Date): FieldError | null {
  const value = values[field].trim()
  if (!value) return isRequired(field, values) ? { key: 'required' } : null
  if (DATE_FIELDS.has(field)) return dateError(field, value, values, today)
  if (PHONE_FIELDS.has(field)) {
    const digits = value.replace(/\D/g, '').length
    return PHONE.test(value) && digits >= 7 && digits <= 15 ? null : { key: 'phone' }
  }
  const range = RANGES[field]
  if (range) {
    const number = Number(value)
    return Number.isInteger(number) && number >= range[0] && number <= range[1] ? null : { key: 'integer', values: { min: range[0], max: range[1] } }
  }
  if (field === 'email') return EMAIL.test(value) ? null : { key: 'email' }
  if (field === 'passport_series') return /^[A-Za-z]{1,4}$/.test(value) ? null : { key: 'passportSeries' }
  if (field === 'passport_number') return /^\d{5,10}$/.test(value) ? null : { key: 'passportNumber' }
  if (field === 'gender') return value === 'male' || value === 'female' ? null : { key: 'choice' }
  if (CHOICE_FIELDS.has(field) || field === 'is_transfer') return null
  return value.length > MAX_TEXT ? { key: 'tooLong', values: { max: MAX_TEXT } } : null
}

/** Whether a file looks like one of the allowed kinds by its name and, when the browser knows it, its type. */
export function fileMatches(field: FileField, file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  return FILE_TYPES[field].some(
    (kind) => FILE_KINDS[kind].extensions.includes(extension) && (!file.type || file.type === FILE_KINDS[kind].mime),
  )
}

function fileError(field: FileField, files: Files, values: Values): FieldError | null {
  const chosen = files[field]
  if (chosen.length === 0) return isRequired(field, values) ? { key: field === 'transcript' ? 'transcript' : 'fileRequired' } : null
  if (field === 'file4' && chosen.length > MAX_EXTRA_FILES) return { key: 'tooManyFiles', values: { max: MAX_EXTRA_FILES } }
  if (chosen.some((file) => !fileMatches(field, file))) return { key: 'fileTypeChoice', values: { types: typesLabel(field) } }
  if (chosen.some((file) => file.size > MAX_FILE_MB * 1024 * 1024)) return { key: 'fileSize', values: { size: MAX_FILE_MB } }
  return null
}

export function validateField(field: FieldName, values: Values, files: Files, today = new Date()): FieldError | null {
  if (!isShown(field, values)) return null
  return field in files ? fileError(field as FileField, files, values) : valueError(field as ValueField, values, today)
}

/** Errors of the given fields (all of them by default), in the order the form shows them. */
export function validateFields(values: Values, files: Files, fields: readonly FieldName[] = FIELD_ORDER, today = new Date()): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FIELD_ORDER) {
    if (!fields.includes(field)) continue
    const error = validateField(field, values, files, today)
    if (error) errors[field] = error
  }
  return errors
}
