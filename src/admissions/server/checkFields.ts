// The application's values, checked on the server with the shared rules (../shared/rules.ts):
// a zod schema reads the multipart fields, the rules find every problem at once, and the
// checked values come out in the shape the Applications collection stores.
import 'server-only'

import { z } from 'zod'

import { isTransfer, VALUE_FIELDS, type ValueField, type Values } from '@/admissions/shared/fields'
import { checkValues, type FieldProblem, type MessageKey, normalizeValue, universityDay } from '@/admissions/shared/rules'

export type { FieldProblem, MessageKey }

const orNull = (value: string) => value || null

/** The checked values as the Applications collection stores them: choices as ids, the transfer box as a flag, empty optional values as null. */
function stored(values: Values) {
  const transfer = isTransfer(values)
  const id = (field: ValueField) => Number(values[field])
  const ifTransfer = (field: ValueField) => (transfer ? orNull(values[field]) : null)
  return {
    degree: id('degree'),
    studyForm: id('study_form'),
    // The form calls the direction of study "faculty" (the original front end's name).
    program: id('faculty'),
    region: id('region'),
    firstName: values.first_name,
    lastName: values.last_name,
    middleName: orNull(values.middle_name),
    gender: values.gender as 'male' | 'female',
    birthDate: values.birth_date,
    birthPlace: values.birth_place,
    citizenship: values.citizenship,
    passportSeries: values.passport_series,
    passportNumber: values.passport_number,
    passportIssuedBy: values.passport_issued_by,
    passportIssueDate: values.passport_issue_date,
    passportExpiryDate: values.passport_expiry_date,
    phone: values.phone,
    phoneExtra: orNull(values.phone_extra),
    telegramPhone: orNull(values.telegram_phone),
    email: values.email,
    temporaryAddress: orNull(values.temporary_address),
    permanentAddress: values.permanent_address,
    fatherName: orNull(values.father_name),
    fatherPhone: orNull(values.father_phone),
    motherName: orNull(values.mother_name),
    motherPhone: orNull(values.mother_phone),
    institutionName: values.institution_name,
    institutionAddress: orNull(values.institution_address),
    isTransfer: transfer,
    course: transfer ? Number(values.course) : null,
    semester: transfer ? Number(values.semester) : null,
    studyFrom: ifTransfer('study_from'),
    studyTo: ifTransfer('study_to'),
  }
}

export type ApplicationFields = ReturnType<typeof stored>

// zod carries our problem (key and parameters) as the issue message.
const encode = ({ key, params }: FieldProblem) => JSON.stringify({ key, params })

const applicationSchema = (today: string) =>
  z
    .object(Object.fromEntries(VALUE_FIELDS.map((field) => [field, z.string().optional()])) as Record<ValueField, z.ZodOptional<z.ZodString>>)
    .transform((raw) => Object.fromEntries(VALUE_FIELDS.map((field) => [field, normalizeValue(field, raw[field])])) as Values)
    .superRefine((values, context) => {
      for (const problem of checkValues(values, today)) context.addIssue({ code: 'custom', path: [problem.field], message: encode(problem) })
    })
    .transform(stored)

export type FieldCheck = { ok: true; value: ApplicationFields } | { ok: false; problems: FieldProblem[] }

/** Checks the values of an application as they arrive in the form. */
export function checkFields(input: Record<string, string>, now = new Date()): FieldCheck {
  const parsed = applicationSchema(universityDay(now)).safeParse(input)
  if (parsed.success) return { ok: true, value: parsed.data }
  const problems = new Map<string, FieldProblem>()
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (problems.has(field)) continue
    let decoded: Omit<FieldProblem, 'field'>
    try {
      decoded = JSON.parse(issue.message)
    } catch {
      decoded = { key: 'required' }
    }
    problems.set(field, { field, ...decoded })
  }
  return { ok: false, problems: [...problems.values()] }
}
