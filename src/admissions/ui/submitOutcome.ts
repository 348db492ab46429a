// What the form shows after an unsuccessful POST /api/apply: messages beside fields, a notice
// above the form, and whether the next attempt is a new request (a new Idempotency-Key).
import { fill } from '@/components/labels'

import { MAX_FILE_MB } from '@/admissions/shared/documents'
import { type FieldName, isFieldName } from '@/admissions/shared/fields'
import type { ApplicationFormLabels } from './labels'
import type { SubmitOutcome } from './sendApplication'

export type FieldMessages = Partial<Record<FieldName, string>>
export type Notice = { message: string; retry: boolean }
export type Unsuccessful = Exclude<SubmitOutcome, { kind: 'accepted' }>

/** `file4[2]` and `file4` both belong to the file4 field. */
const fieldOf = (name?: string) => {
  const base = name?.replace(/\[.*$/, '')
  return base && isFieldName(base) ? base : null
}

export function describeOutcome(outcome: Unsuccessful, { text, errors }: ApplicationFormLabels): { fields: FieldMessages; notice: Notice; newKey: boolean } {
  const fields: FieldMessages = {}
  for (const error of outcome.errors) {
    const field = fieldOf(error.field)
    if (field && !fields[field]) fields[field] = error.message
  }
  const general = outcome.errors.find((error) => !fieldOf(error.field))?.message
  if (outcome.kind === 'rejected') {
    // Nothing was stored: the corrected application is a new request.
    const fallback = Object.keys(fields).length
      ? text.errors.checkFields
      : outcome.status === 413
        ? fill(errors.bodyTooLarge, { size: MAX_FILE_MB })
        : errors.malformed
    return { fields, notice: { message: general ?? fallback, retry: false }, newKey: true }
  }
  // Maybe stored, maybe not: a retry sends the same key, so it can never make a second application.
  if (outcome.status === null) return { fields: {}, notice: { message: text.errors.network, retry: true }, newKey: false }
  const fallback = outcome.status === 429 ? errors.rateLimited : text.errors.server
  return { fields: {}, notice: { message: general ?? fallback, retry: true }, newKey: false }
}
