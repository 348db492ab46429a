// Outgoing mail for Payload: SMTP through nodemailer when SMTP_HOST is set; otherwise
// every message is written to the server log, whole, so nothing is lost on a machine
// without a mail server. (Payload's own nodemailer adapter is pinned to another Payload
// release; docs/decisions/005-admissions.md.)
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '@/env'

const from = () => ({ name: env.MAIL_FROM_NAME, address: env.MAIL_FROM })

/**
 * The mail server and how long to wait for it, for both connections below. A try ends well inside
 * the two minutes a claimed newsletter confirmation waits before another try
 * (src/newsletter/confirmations.ts), and the five after which the applicant messages' outbox takes a
 * message still sending as interrupted (src/admissions/server/messageOutbox.ts).
 */
const smtpServer = () => ({
  host: env.SMTP_HOST,
  port: env.SMTP_PORT,
  secure: env.SMTP_SECURE === 'true',
  auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
  connectionTimeout: 10_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
})

const logAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: env.MAIL_FROM,
  defaultFromName: env.MAIL_FROM_NAME,
  sendEmail: async (message: SendEmailOptions) => {
    payload.logger.info({ msg: 'E-mail (no SMTP_HOST configured, not sent)', to: message.to, subject: message.subject, text: message.text })
    return { logged: true }
  },
})

const smtpAdapter: EmailAdapter = () => {
  const transport = nodemailer.createTransport(smtpServer())
  return {
    name: 'smtp',
    defaultFromAddress: env.MAIL_FROM,
    defaultFromName: env.MAIL_FROM_NAME,
    sendEmail: (message: SendEmailOptions) => transport.sendMail({ from: from(), ...message }),
  }
}

export const emailAdapter = (): EmailAdapter => (env.SMTP_HOST ? smtpAdapter : logAdapter)

type Message = { to: string; subject: string; text: string; html: string; headers: Record<string, string> }
/** Sends one newsletter message; rejects with nodemailer's error (see isRecipientRefused). */
export type NewsletterTransport = { send: (message: Message) => Promise<void>; close: () => void }

/**
 * The newsletter's own connection: pooled (one SMTP session for many messages) where the
 * transactional mail above opens one per message. Without SMTP_HOST, messages go to the log.
 */
export function newsletterTransport(log: (line: string) => void): NewsletterTransport {
  if (!env.SMTP_HOST) {
    return { send: async (message) => log(`Newsletter (no SMTP_HOST configured, not sent) to ${message.to}: ${message.subject}`), close: () => {} }
  }
  const transport = nodemailer.createTransport({ pool: true, maxConnections: 1, ...smtpServer() })
  return { send: async (message) => void (await transport.sendMail({ from: from(), ...message })), close: () => transport.close() }
}

/**
 * The mail server refused this recipient for good (5xx to RCPT TO: no such mailbox, domain
 * without mail). Any other failure — a wrong password (535), a relay refusing us (554), the
 * message refused after DATA, no connection — says nothing about the address: try again later.
 */
export function isRecipientRefused(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown }
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && command === 'RCPT TO'
}
