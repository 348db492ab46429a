// One row of the applicant messages' outbox as a channel's delivery sees it, and what came of a try.
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { MessageChannel } from '@/admissions/shared/messageStates'
import { drizzleOf } from '@/database/drizzle'

export type OutboxRow = {
  id: number
  application: number
  channel: MessageChannel
  subject: string | null
  text: string
  attempts: number | null
  createdAt: string
}

/** What became of one try: sent, not to be sent (the channel is gone), or failed, for now or for good. */
export type Delivery = { state: 'sent' } | { state: 'cancelled' } | { state: 'failed'; error: unknown } | { state: 'retry'; error: unknown; delayMs?: number }

/** One column of the application the message is for (its address, its chat). */
export async function applicationColumn(payload: Payload, application: number, column: string): Promise<string | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const table = tables.applications
  const [row] = await drizzle
    .select<{ value: string | null }>({ value: table[column] })
    .from(table)
    .where(eq(table.id as never, application))
    .limit(1)
  return row?.value ?? null
}
