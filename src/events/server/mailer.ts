// Sign-up e-mails go out from an outbox, as the contact form's do (src/contact/server/outbox.ts):
// the sign-up, the cancellation that frees a place, or the repeated address stores `mailDueAt` and
// `mailKind` in the same write, and a mailer in the process (woken by it) sends what is due and
// clears the mark; the minute's sweep (`sendEventSignUpMails`) sends what is left after a crash or
// a mail server that was down. Each row is claimed first (the mark moved ahead, only if unchanged)
// together with the hash of the cancellation token that e-mail will carry, so no e-mail goes twice
// and only the newest link cancels.
import type { Payload } from 'payload'

import { sharedReadConnection } from '@/database/connections'
import { sql, type SqlRunner } from '@/database/sql'
import { outbox } from '@/lib/outbox'

import { newCancelToken } from './cancelTokens'
import { type MailKind, signUpMail } from './signUpMail'

const CLAIM_MS = 2 * 60_000
const BATCH = 20

type DueRow = { id: unknown; due: unknown }

const isKind = (value: unknown): value is MailKind => value === 'signedUp' || value === 'promoted' || value === 'again'

type Options = { now?: () => Date; db?: SqlRunner }

/** Sends every due e-mail, oldest first; a failure stops the run (the row is due again when its claim runs out). */
export async function sendDueSignUpMails(payload: Payload, { now = () => new Date(), db = sharedReadConnection() }: Options = {}): Promise<number> {
  let sent = 0
  for (;;) {
    const due = await db.all<DueRow>(
      sql`SELECT id, mail_due_at AS due FROM event_registrations WHERE mail_due_at <= ${now().toISOString()} ORDER BY mail_due_at LIMIT ${BATCH}`,
    )
    if (due.length === 0) return sent
    for (const row of due) {
      const claim = new Date(now().getTime() + CLAIM_MS).toISOString()
      const { token, hash } = newCancelToken(Number(row.id))
      const claimed = await db.all(
        sql`UPDATE event_registrations SET mail_due_at = ${claim}, cancel_token_hash = ${hash} WHERE id = ${row.id} AND mail_due_at = ${row.due} RETURNING id`,
      )
      if (claimed.length === 0) continue
      const registration = await payload.findByID({ collection: 'event-registrations', id: Number(row.id), depth: 0, overrideAccess: true })
      const kind = registration.mailKind
      // Cancelled meanwhile, its event in the trash, or a mark no e-mail belongs to: nothing to tell.
      const message = registration.state !== 'cancelled' && isKind(kind) ? await signUpMail(payload, registration, kind, token) : null
      if (message) {
        await payload.sendEmail(message)
        sent++
      }
      await db.run(sql`UPDATE event_registrations SET mail_due_at = NULL, mail_kind = NULL WHERE id = ${row.id} AND mail_due_at = ${claim}`)
    }
  }
}

// One mailer per process: started by Payload's onInit, woken by a sign-up or a cancellation, and
// the minute's sweep.
export const {
  start: startSignUpMailer,
  wake: wakeSignUpMailer,
  task: sendSignUpMailsTask,
} = outbox({
  name: 'events.signUpMailer',
  slug: 'sendEventSignUpMails',
  sendDue: (payload) => sendDueSignUpMails(payload),
  failure: 'An event sign-up e-mail could not be sent; it stays due and is tried again within a few minutes',
  // A place freed by a staff delete is marked inside the delete's transaction, before it commits.
  settleMs: 500,
})
