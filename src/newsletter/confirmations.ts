// Confirmation e-mails go out after the sign-up has been answered, from an outbox: a sign-up
// stores the subscriber with `confirmationDueAt` set and answers at once; a sender in the same
// process (woken by the sign-up) e-mails every subscriber whose confirmation is due, over one
// pooled SMTP connection at NEWSLETTER_RATE_PER_SECOND, and clears the mark. A slow or absent
// mail relay therefore never makes a visitor wait or lose a sign-up, and a crash between the
// answer and the e-mail only delays it: the minute's sweep (the `sendConfirmations` task)
// sends whatever is still due. Each message is first claimed (its mark moved a few minutes
// ahead, only if unchanged), so two senders — the sweep and a woken sender, or two server
// processes — never e-mail one sign-up twice (docs/decisions/013-newsletter.md).
import type { Payload } from 'payload'

import { isRecipientRefused, newsletterTransport, type NewsletterTransport } from '@/lib/mailTransport'
import { translator } from '@/i18n/translator'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'
import { escapeHtml as escape } from '@/lib/html'
import { outbox } from '@/lib/outbox'
import { sharedReadConnection } from '@/database/connections'
import { sql, type SqlRunner } from '@/database/sql'

import { makeToken } from './tokens'

const DAY = 24 * 60 * 60 * 1000
/** How long a claimed message is left to its sender; after a crash or a relay failure it is due again. */
const CLAIM_MS = 2 * 60_000
const BATCH = 50

export const confirmUrl = (email: string, locale: Locale, now = new Date()) =>
  new URL(
    `${localizePath(locale, '/newsletter/confirm')}?token=${makeToken(email, 'confirm', new Date(now.getTime() + env.NEWSLETTER_PENDING_DAYS * DAY))}`,
    env.SITE_URL,
  ).toString()

/** The site's name in each language, read once per run of the sender. */
type SiteNames = Map<Locale, Promise<string>>
const siteName = (payload: Payload, names: SiteNames, locale: Locale) => {
  if (!names.has(locale))
    names.set(
      locale,
      payload.findGlobal({ slug: 'settings', locale, depth: 0 }).then((settings) => settings.siteTitle || new URL(env.SITE_URL).hostname),
    )
  return names.get(locale)!
}

async function confirmationMessage(payload: Payload, names: SiteNames, email: string, locale: Locale) {
  const t = translator(locale, 'newsletter')
  const site = await siteName(payload, names, locale)
  const link = confirmUrl(email, locale)
  const lines = [t('confirmGreeting'), t('confirmBody', { site, days: env.NEWSLETTER_PENDING_DAYS })]
  return {
    to: email,
    subject: t('confirmSubject', { site }),
    text: [...lines, link, '', t('confirmIgnore'), '', t('signature', { site })].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escape(t('confirmButton'))}</a></p><p style="color:#6b7280;font-size:14px">${escape(t('confirmIgnore'))}</p><p>${escape(t('signature', { site }))}</p></body></html>`,
    headers: {},
  }
}

type DueRow = { id: unknown; email: string; locale: Locale; due: unknown }

/**
 * Sets the mark to `next` (and, once the e-mail is settled, what became of it) only while it is
 * still `due`: one statement, so neither a second sender nor a sign-up or confirmation made
 * meanwhile is overwritten. False if the mark had changed.
 */
async function moveMark(db: SqlRunner, id: unknown, due: unknown, next: string | null, settled?: { sentAt: string } | { bounced: string }) {
  const now = new Date().toISOString()
  // A bounce only of a sign-up still pending: a confirmation or unsubscription meanwhile stays.
  const outcome = !settled
    ? sql``
    : 'sentAt' in settled
      ? sql`, confirmation_sent_at = ${settled.sentAt}`
      : sql`, status = CASE WHEN status = 'pending' THEN 'bounced' ELSE status END, bounce_reason = ${settled.bounced}`
  const rows = await db.all(
    sql`UPDATE subscribers SET confirmation_due_at = ${next}, updated_at = ${now}${outcome} WHERE id = ${id} AND confirmation_due_at = ${due} RETURNING id`,
  )
  return rows.length > 0
}

type Options = { now?: () => Date; transport?: NewsletterTransport; db?: SqlRunner }

/**
 * Sends every due confirmation, oldest first, and returns how many went. A temporary failure
 * stops the run (the message is due again when its claim runs out); a permanent one (SMTP 5xx:
 * no such mailbox) marks the address bounced.
 */
export async function sendDueConfirmations(
  payload: Payload,
  { now = () => new Date(), transport: given, db = sharedReadConnection() }: Options = {},
): Promise<number> {
  let transport = given
  let sent = 0
  const names: SiteNames = new Map()
  const gap = 1000 / env.NEWSLETTER_RATE_PER_SECOND
  try {
    for (;;) {
      const due = await db.all<DueRow>(
        sql`SELECT id, email, locale, confirmation_due_at AS due FROM subscribers WHERE status = 'pending' AND deleted_at IS NULL AND confirmation_due_at <= ${now().toISOString()} ORDER BY confirmation_due_at LIMIT ${BATCH}`,
      )
      if (due.length === 0) return sent
      for (const subscriber of due) {
        const started = Date.now()
        const claim = new Date(now().getTime() + CLAIM_MS).toISOString()
        if (!(await moveMark(db, subscriber.id, subscriber.due, claim))) continue
        transport ??= newsletterTransport((line) => payload.logger.info(line))
        try {
          await transport.send(await confirmationMessage(payload, names, subscriber.email, subscriber.locale))
          sent++
          // Unless someone signed up again meanwhile: then another e-mail is owed, with a fresh link.
          await moveMark(db, subscriber.id, claim, null, { sentAt: new Date().toISOString() })
        } catch (error) {
          if (!isRecipientRefused(error)) throw error
          await moveMark(db, subscriber.id, claim, null, { bounced: String((error as Error).message).slice(0, 500) })
        }
        const wait = gap - (Date.now() - started)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  } finally {
    if (!given) transport?.close()
  }
}

// One sender per process, never two SMTP pools in one: started by Payload's onInit (start), woken
// by a sign-up that marked a confirmation due (wake, false if this process runs none), and the job
// that sweeps for what is due (task).
export const {
  start: startConfirmationSender,
  wake: wakeConfirmationSender,
  task: sendConfirmationsTask,
} = outbox({
  name: 'newsletter.confirmationSender',
  slug: 'sendConfirmations',
  sendDue: (payload) => sendDueConfirmations(payload),
  failure: 'Newsletter confirmation e-mails could not be sent; they are tried again within a minute',
})
