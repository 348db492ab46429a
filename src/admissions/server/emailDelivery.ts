// One message of the outbox (messageOutbox.ts) by e-mail, to the application's address. SMTP has no
// idempotency key: every try of one row carries the same Message-ID, so should a server that took
// the message lose its answer and the retry arrive too, the copy is recognisably the same message
// (mail programs thread or drop it). A recipient the server refuses for good fails at once; any
// other failure (no connection, 4xx, a refused relay) is tried again.
import type { Payload } from 'payload'

import { env } from '@/env'
import { isRecipientRefused } from '@/lib/mailTransport'

import { applicationColumn, type Delivery, type OutboxRow } from './outboxRow'

export const messageIdOf = (row: Pick<OutboxRow, 'id'>) => `<applicant-message-${row.id}@${new URL(env.SITE_URL).hostname}>`

export async function deliverEmail(payload: Payload, row: OutboxRow): Promise<Delivery> {
  const to = await applicationColumn(payload, row.application, 'email')
  if (!to) return { state: 'cancelled' }
  try {
    await payload.sendEmail({ to, subject: row.subject ?? '', text: row.text, messageId: messageIdOf(row) })
    return { state: 'sent' }
  } catch (error) {
    return isRecipientRefused(error) ? { state: 'failed', error } : { state: 'retry', error }
  }
}
