import { describe, expect, it } from 'vitest'

import { failureMessage, messagesByField, refusalMessages } from './lookupApplication'

const labels = { rateLimited: 'Too many tries', network: 'No connection', server: 'Server fault' }

describe('a failed lookup', () => {
  it('gives the server’s words when it limits the rate, or says so itself', () => {
    expect(failureMessage({ status: 429, errors: [{ message: 'Wait 30 s' }] }, labels)).toBe('Wait 30 s')
    expect(failureMessage({ status: 429, errors: [] }, labels)).toBe('Too many tries')
  })

  it('is no connection without an answer, and a server fault for any other', () => {
    expect(failureMessage({ status: null, errors: [] }, labels)).toBe('No connection')
    expect(failureMessage({ status: 500, errors: [{ message: 'Internal' }] }, labels)).toBe('Server fault')
    expect(failureMessage({ status: 503, errors: [] }, labels)).toBe('Server fault')
  })
})

describe('a refused lookup', () => {
  it('puts each message beside the field it names and drops the rest', () => {
    expect(
      messagesByField([{ field: 'birth_date', message: 'Not a date' }, { message: 'Check the fields' }, { field: 'application_number', message: 'Too long' }]),
    ).toEqual({ birth_date: 'Not a date', application_number: 'Too long' })
    expect(messagesByField([])).toEqual({})
  })

  it('shows one message above the form only when no message names a field', () => {
    expect(refusalMessages([{ field: 'birth_date', message: 'Not a date' }, { message: 'Check the fields' }], labels)).toEqual({
      byField: { birth_date: 'Not a date' },
      message: null,
    })
    expect(refusalMessages([{ message: 'Check the fields' }], labels)).toEqual({ byField: {}, message: 'Check the fields' })
    expect(refusalMessages([], labels)).toEqual({ byField: {}, message: 'Server fault' })
  })
})
