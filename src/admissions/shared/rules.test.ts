// One table of values, run through the browser's early check and the server's check: any
// disagreement between the two fails here, whichever side a rule was changed on.
import { describe, expect, it } from 'vitest'

import { checkFields } from '@/admissions/server/checkFields'
import { validateField } from '@/admissions/ui/earlyChecks'

import { completeValues as complete } from '../../../tests/helpers/applicantValues'
import { emptyFiles, type ValueField, type Values } from './fields'

const TODAY = '2026-11-22'
// Noon in Tashkent on that day.
const NOW = new Date('2026-11-22T07:00:00Z')

const transfer = { is_transfer: '1', course: '2', semester: '3', study_from: '2024-09-01', study_to: '2025-06-30' }

type Case = [field: ValueField, value: string, expected: string | null, context?: Partial<Values>]
const CASES: Case[] = [
  ['first_name', 'Dilnoza', null],
  ['first_name', '', 'required'],
  ['first_name', '   ', 'required'],
  ['first_name', 'a'.repeat(200), null],
  ['first_name', 'a'.repeat(201), 'tooLong'],
  ['middle_name', '', null],
  // Control characters: refused in any field; surrounding whitespace (a pasted line break) is trimmed.
  ['first_name', 'Dil\u0000noza', 'controlCharacters'],
  ['last_name', 'Karimova\u0007', 'controlCharacters'],
  ['birth_place', 'Tashkent\nBcc', 'controlCharacters'],
  ['permanent_address', 'Tashkent\u009b', 'controlCharacters'],
  ['email', 'dilnoza\u0000@example.com', 'controlCharacters'],
  ['passport_number', '1234567\u0000', 'controlCharacters'],
  ['first_name', 'Dilnoza\r\n', null],
  ['first_name', '\tDilnoza ', null],
  ['citizenship', 'u'.repeat(100), null],
  ['citizenship', 'u'.repeat(101), 'tooLong'],
  ['permanent_address', 'x'.repeat(300), null],
  ['permanent_address', 'x'.repeat(301), 'tooLong'],
  ['temporary_address', 'x'.repeat(250), null],
  ['email', 'dilnoza@example.com', null],
  ['email', 'dilnoza@', 'email'],
  ['email', 'a@b@c.uz', 'email'],
  ['email', 'dilnoza@example', 'email'],
  ['phone', '+998 90 123 45 67', null],
  ['phone', '(90) 123-45-67', null],
  ['phone', '12345', 'phone'],
  ['phone', '+998 90 123 45 67 89 00', 'phone'],
  ['phone_extra', '', null],
  ['phone_extra', 'call me', 'phone'],
  ['passport_series', 'AB', null],
  ['passport_series', 'ab', null],
  ['passport_series', ' A B ', null],
  ['passport_series', 'AБ', 'passportSeries'],
  ['passport_series', 'ABCDE', 'passportSeries'],
  ['passport_number', '1234567', null],
  ['passport_number', '123 4567', null],
  ['passport_number', '12a45', 'passportNumber'],
  ['passport_number', '1234', 'passportNumber'],
  ['birth_date', '2005-04-12', null],
  ['birth_date', '2005-02-30', 'date'],
  ['birth_date', '12.04.2005', 'date'],
  ['birth_date', '1939-12-31', 'birthDate'],
  ['birth_date', '2012-11-22', null],
  ['birth_date', '2012-11-23', 'birthDate'],
  ['birth_date', '2012-11-21', null],
  ['passport_issue_date', TODAY, null],
  ['passport_issue_date', '2026-11-23', 'pastDate'],
  ['passport_issue_date', '2031-04-30', 'pastDate'],
  ['passport_expiry_date', '2026-11-23', null],
  ['passport_expiry_date', TODAY, 'expiryDate'],
  ['passport_expiry_date', '2026-11-21', 'expiryDate'],
  ['gender', 'male', null],
  ['gender', 'other', 'choice'],
  ['degree', '12', null],
  ['degree', 'x', 'choice'],
  ['degree', '', 'required'],
  ['course', '', null],
  ['course', '7', null],
  ['course', '', 'required', transfer],
  ['course', '6', null, transfer],
  ['course', '7', 'integer', transfer],
  ['course', '0', 'integer', transfer],
  ['course', '2.0', 'integer', transfer],
  ['semester', '12', null, transfer],
  ['semester', '13', 'integer', transfer],
  ['study_from', '2027-01-01', 'pastDate', transfer],
  ['study_to', '2024-09-01', 'studyPeriod', transfer],
  ['study_to', '2024-01-01', 'studyPeriod', transfer],
  ['study_to', 'soon', 'date', transfer],
  ['is_transfer', 'on', null],
  ['consent', '1', null],
  ['consent', 'on', null],
  ['consent', '', 'consent'],
  ['consent', 'no', 'consent'],
]

const browser = (values: Values, field: ValueField) => validateField(field, values, emptyFiles(), TODAY)?.key ?? null
function server(values: Values, field: ValueField) {
  const result = checkFields(values, NOW)
  return result.ok ? null : (result.problems.find((problem) => problem.field === field)?.key ?? null)
}

describe('the browser and the server apply one rule set', () => {
  it.each(CASES)('%s = %j → %s', (field, value, expected, context) => {
    const values = { ...complete(), ...context, [field]: value }
    expect({ browser: browser(values, field), server: server(values, field) }).toEqual({ browser: expected, server: expected })
  })

  it('accepts a complete application on both sides, and the server stores normalised values', () => {
    const values = { ...complete(), passport_series: ' ab ', passport_number: '12 34 567' }
    const result = checkFields(values, NOW)
    expect(result.ok && result.value).toMatchObject({ passportSeries: 'AB', passportNumber: '1234567', program: 3, isTransfer: false, course: null })
  })

  it('takes the day at the university, not the machine’s: 23:30 in Tashkent is already the next day in UTC terms', () => {
    const lateEvening = new Date('2026-11-22T18:30:00Z') // 23:30 in Tashkent
    const afterMidnight = new Date('2026-11-22T19:30:00Z') // 00:30 on the 23rd in Tashkent
    const values = { ...complete(), passport_expiry_date: '2026-11-23' }
    expect(checkFields(values, lateEvening).ok).toBe(true)
    expect(checkFields(values, afterMidnight)).toMatchObject({ ok: false, problems: [{ field: 'passport_expiry_date', key: 'expiryDate' }] })
  })
})
