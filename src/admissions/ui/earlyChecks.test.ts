import { describe, expect, it } from 'vitest'

import { looksAllowed } from '@/admissions/shared/documents'
import { emptyFiles, emptyValues } from '@/admissions/shared/fields'

import { completeValues as complete } from '../../../tests/helpers/applicantValues'
import { validateField, validateFields } from './earlyChecks'

const today = '2026-11-22'
const file = (name: string, type: string, size = 1000) => ({ name, type, size }) as File

const files = () => ({
  ...emptyFiles(),
  photo: [file('me.jpg', 'image/jpeg')],
  passport_copy: [file('p.pdf', 'application/pdf')],
  diploma: [file('d.png', 'image/png')],
})

describe('early checks of an application', () => {
  it('accept a complete application', () => {
    expect(validateFields(complete(), files(), undefined, today)).toEqual({})
  })

  it('name every missing required field, documents included', () => {
    const errors = validateFields(emptyValues(), emptyFiles(), undefined, today)
    expect(errors.email).toEqual({ key: 'required' })
    expect(errors.photo).toEqual({ key: 'fileRequired' })
    expect(errors.middle_name).toBeUndefined()
    expect(errors.course).toBeUndefined()
  })

  it('ask transfer applicants for course, semester and transcript', () => {
    const values = { ...complete(), is_transfer: '1' }
    const errors = validateFields(values, files(), undefined, today)
    expect(Object.keys(errors)).toEqual(['course', 'semester', 'transcript'])
    expect(errors.transcript).toEqual({ key: 'transcript' })
    expect(validateField('course', { ...values, course: '7' }, files(), today)).toEqual({ key: 'integer', params: { min: 1, max: 6 } })
    expect(validateField('study_to', { ...values, study_from: '2024-09-01', study_to: '2024-01-01' }, files(), today)).toEqual({ key: 'studyPeriod' })
  })

  it('check e-mail, phone and passport formats', () => {
    expect(validateField('email', { ...complete(), email: 'dilnoza@' }, files(), today)).toEqual({ key: 'email' })
    expect(validateField('phone', { ...complete(), phone: '12345' }, files(), today)).toEqual({ key: 'phone' })
    expect(validateField('phone_extra', { ...complete(), phone_extra: '(90) 123-45-67' }, files(), today)).toBeNull()
    expect(validateField('passport_series', { ...complete(), passport_series: 'AБ' }, files(), today)).toEqual({ key: 'passportSeries' })
    expect(validateField('passport_number', { ...complete(), passport_number: '12a45' }, files(), today)).toEqual({ key: 'passportNumber' })
  })

  it('check dates against today', () => {
    expect(validateField('birth_date', { ...complete(), birth_date: '2015-01-01' }, files(), today)).toEqual({ key: 'birthDate' })
    expect(validateField('birth_date', { ...complete(), birth_date: '2005-02-30' }, files(), today)).toEqual({ key: 'date' })
    expect(validateField('passport_issue_date', { ...complete(), passport_issue_date: '2027-01-01' }, files(), today)).toEqual({ key: 'pastDate' })
    expect(validateField('passport_expiry_date', { ...complete(), passport_expiry_date: '2026-11-21' }, files(), today)).toEqual({ key: 'expiryDate' })
  })

  it('check file type by name and declared type, and size', () => {
    expect(looksAllowed('photo', file('me.PNG', 'image/png'))).toBe(true)
    expect(looksAllowed('photo', file('me.pdf', 'application/pdf'))).toBe(false)
    expect(looksAllowed('passport_copy', file('p.png', 'image/png'))).toBe(false)
    expect(looksAllowed('diploma', file('d.jpg', 'application/pdf'))).toBe(false)
    const big = { ...files(), diploma: [file('d.pdf', 'application/pdf', 3 * 1024 * 1024 + 1)] }
    expect(validateField('diploma', complete(), big, today)).toEqual({ key: 'fileSize', params: { size: 3 } })
    const many = { ...files(), file4: Array.from({ length: 6 }, (_, i) => file(`c${i}.pdf`, 'application/pdf')) }
    expect(validateField('file4', complete(), many, today)).toEqual({ key: 'tooManyFiles', params: { max: 5 } })
  })
})
