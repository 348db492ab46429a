// Outgoing mail for Payload: SMTP through nodemailer when SMTP_HOST is set; otherwise
// every message is written to the server log, whole, so nothing is lost on a machine
// without a mail server. (Payload's own nodemailer adapter is pinned to another Payload
// release; docs/decisions/005-admissions.md.)
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '@/env'

const from = () => ({ name: env.MAIL_FROM_NAME, address: env.MAIL_FROM })

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
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    connectionTimeout: 10_000,
  })
  return {
    name: 'smtp',
    defaultFromAddress: env.MAIL_FROM,
    defaultFromName: env.MAIL_FROM_NAME,
    sendEmail: (message: SendEmailOptions) => transport.sendMail({ from: from(), ...message }),
  }
}

export const emailAdapter = (): EmailAdapter => (env.SMTP_HOST ? smtpAdapter : logAdapter)
