// Contact-form messages are stored first and e-mailed after, from an outbox: the form's request
// stores the message with `mailDueAt` set and answers; a mailer in the same process (woken by
// the request) e-mails every due message to the address in Settings and clears the mark. A mail
// server that is down or slow therefore never loses a message or keeps the visitor waiting, and
// the minute's sweep (the `sendContactMessages` task) sends whatever is still due, after a crash
// too. Each message is claimed first (its mark moved a few minutes ahead, only if unchanged), so
// two mailers (the sweep and a woken one, or two server processes) never send one twice. The same
// design as the newsletter's confirmations (src/newsletter/confirmations.ts).
import type { Payload } from 'payload'

import { translator } from '@/i18n/translator'
import { env } from '@/env'
import { outbox } from '@/lib/outbox'
import { isLocale, type Locale, localeLabels } from '@/i18n/locales'
import type { ContactMessage } from '@/payload-types'
import { sharedReadConnection } from '@/database/connections'
import { sql, type SqlRunner } from '@/database/sql'

/** How long a claimed message is left to its mailer; after a crash or a mail failure it is due again. */
const CLAIM_MS = 2 * 60_000
const BATCH = 20

type DueRow = { id: unknown; due: unknown }

/** Moves the mark from `due` to `next` (and records the delivery), only if it is still `due`. */
async function moveMark(db: SqlRunner, id: unknown, due: unknown, next: string | null, mailed?: { at: string; to: string }) {
  const delivery = mailed ? sql`, mailed_at = ${mailed.at}, mailed_to = ${mailed.to}` : sql``
  const rows = await db.all(sql`UPDATE contact_messages SET mail_due_at = ${next}${delivery} WHERE id = ${id} AND mail_due_at = ${due} RETURNING id`)
  return rows.length > 0
}

/** Where messages go: the form's own address in Settings, else the site's e-mail; null when neither is set. */
async function recipient(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return settings.contactFormEmail?.trim() || settings.email?.trim() || null
}

/** The e-mail to staff, in the language the visitor wrote in; replying to it answers the visitor. */
export async function contactMail(payload: Payload, message: ContactMessage, to: string) {
  const locale: Locale = isLocale(message.locale) ? message.locale : 'en'
  const t = translator(locale, 'contact')
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 0, overrideAccess: true })
  const site = settings.siteTitle || new URL(env.SITE_URL).hostname
  const topic = message.topic || t('form.general')
  const lines = [
    t('mail.intro', { site }),
    '',
    `${t('mail.name')}: ${message.name}`,
    `${t('mail.email')}: ${message.email}`,
    ...(message.phone ? [`${t('mail.phone')}: ${message.phone}`] : []),
    `${t('mail.topic')}: ${topic}`,
    `${t('mail.language')}: ${localeLabels[locale].name}`,
    '',
    `${t('mail.message')}:`,
    message.message,
    '',
    '—',
    t('mail.reply', { name: message.name }),
    t('mail.admin', { url: new URL(`/admin/collections/contact-messages/${message.id}`, env.SITE_URL).toString() }),
  ]
  return { to, replyTo: { name: message.name, address: message.email }, subject: t('mail.subject', { topic, name: message.name }), text: lines.join('\n') }
}

type Options = { now?: () => Date; db?: SqlRunner }

/**
 * E-mails every due message, oldest first, and returns how many went. A failure stops the run
 * (the message is due again when its claim runs out, and the next sweep tries it again).
 */
export async function sendDueContactMessages(payload: Payload, { now = () => new Date(), db = sharedReadConnection() }: Options = {}): Promise<number> {
  let sent = 0
  for (;;) {
    const due = await db.all<DueRow>(
      sql`SELECT id, mail_due_at AS due FROM contact_messages WHERE mail_due_at <= ${now().toISOString()} ORDER BY mail_due_at LIMIT ${BATCH}`,
    )
    if (due.length === 0) return sent
    for (const row of due) {
      const claim = new Date(now().getTime() + CLAIM_MS).toISOString()
      if (!(await moveMark(db, row.id, row.due, claim))) continue
      const to = await recipient(payload)
      if (!to) {
        payload.logger.warn({
          msg: 'A contact-form message was stored but not e-mailed: set an address in Settings → Contact page (or the site e-mail)',
          id: row.id,
        })
        await moveMark(db, row.id, claim, null)
        continue
      }
      const message = await payload.findByID({ collection: 'contact-messages', id: Number(row.id), depth: 0, overrideAccess: true })
      await payload.sendEmail(await contactMail(payload, message, to))
      sent++
      await moveMark(db, row.id, claim, null, { at: new Date().toISOString(), to })
    }
  }
}

// One mailer per process: started by Payload's onInit (start), woken when a message is stored
// (wake, false if this process runs none), and the job that sweeps for what is due (task).
export const {
  start: startContactMailer,
  wake: wakeContactMailer,
  task: sendContactMessagesTask,
} = outbox({
  name: 'contact.mailer',
  slug: 'sendContactMessages',
  sendDue: (payload) => sendDueContactMessages(payload),
  failure: 'A contact-form message could not be e-mailed; it is stored, and tried again within a few minutes',
})
