import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'

import { describeOutcome } from './submitOutcome'

const labels = { text: en.form, errors: en.applyErrors }

describe('answers of POST /api/apply', () => {
  it('put 422 messages beside their fields and ask for a new key', () => {
    const result = describeOutcome(
      {
        kind: 'rejected',
        status: 422,
        errors: [
          { field: 'email', message: 'bad e-mail' },
          { field: 'file4[1]', message: 'bad file' },
          { field: 'email', message: 'second' },
        ],
      },
      labels,
    )
    expect(result.fields).toEqual({ email: 'bad e-mail', file4: 'bad file' })
    expect(result.notice).toEqual({ message: en.form.errors.checkFields, retry: false })
    expect(result.newKey).toBe(true)
  })

  it('say a body over the limit is too large when no field is named', () => {
    expect(describeOutcome({ kind: 'rejected', status: 413, errors: [] }, labels).notice.message).toBe(en.applyErrors.bodyTooLarge.replace('{size}', '3'))
  })

  it('offer a retry with the same key after a server error, the rate limit or no connection', () => {
    for (const [status, message] of [
      [503, en.form.errors.server],
      [429, en.applyErrors.rateLimited],
      [null, en.form.errors.network],
    ] as const) {
      const result = describeOutcome({ kind: 'failed', status, errors: [] }, labels)
      expect(result).toEqual({ fields: {}, notice: { message, retry: true }, newKey: false })
    }
  })
})
