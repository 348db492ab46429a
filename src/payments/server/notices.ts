// The applicant is told of each payment once, by e-mail and in Telegram when connected, in the
// language they applied in. Performing a payment marks its notice `due` in the same write
// (./ledger.ts); this sender queues the messages in the applicants' outbox with a key per payment
// and channel (so a repeat queues nothing) and then marks the notice `done`; the minute's sweep
// sends what a crash left due.
import type { Payload } from 'payload'

import { queueApplicantMessage } from '@/admissions/server/messageOutbox'
import { env } from '@/env'
import { localizePath } from '@/i18n/locales'
import { localeFrom, translator } from '@/i18n/translator'
import { formatDate } from '@/lib/dates'
import { outbox } from '@/lib/outbox'
import { isProvider } from '@/payments/shared/states'
import { formatSoum } from '@/payments/shared/money'
import { standingOf } from '@/payments/shared/standing'
import type { Application, Invoice, Payment } from '@/payload-types'
import { telegramEnabled } from '@/telegram/settings'

const BATCH = 20

type Told = { payment: Payment; invoice: Invoice; application: Application }

/** The news of one payment, in the applicant's language: what came in, what is left, where the receipt is. */
function news({ payment, invoice, application }: Told) {
  const locale = localeFrom(application.locale) ?? 'en'
  const provider = isProvider(payment.provider) ? translator(locale, 'payments')(`providers.${payment.provider}`) : payment.provider
  const standing = standingOf(
    Number(invoice.total),
    (invoice.instalments ?? []).map((row) => ({ amount: Number(row.amount), dueDate: row.dueDate })),
    Number(invoice.paid ?? 0),
  )
  return {
    locale,
    values: {
      invoice: invoice.number,
      number: application.applicationNumber,
      amount: formatSoum(locale, Number(payment.amount)),
      provider,
      receipt: payment.receiptNumber ?? '',
    },
    left:
      standing.remaining > 0
        ? { amount: formatSoum(locale, standing.nextAmount), date: standing.nextDueDate ? formatDate(locale, standing.nextDueDate) : '' }
        : null,
    url: new URL(localizePath(locale, '/studentConsole'), env.SITE_URL).toString(),
  }
}

function emailLines(told: Told) {
  const { locale, values, left, url } = news(told)
  const t = translator(locale, 'emails')
  return [t('paymentBody', values), left ? t('paymentLeft', left) : t('paymentDone'), t('paymentReceipt', { url })]
}

function telegramLines(told: Told) {
  const { locale, values, left, url } = news(told)
  const t = translator(locale, 'telegram')
  return [t('notify.payment', values), left ? t('notify.paymentLeft', left) : t('notify.paymentDone'), t('notify.receipt', { url })]
}

async function tell(payload: Payload, told: Told) {
  const { payment, invoice, application } = told
  const locale = localeFrom(application.locale) ?? 'en'
  const emails = translator(locale, 'emails')
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 0 })
  const site = settings.siteTitle || new URL(env.SITE_URL).hostname
  const text = [
    emails('greeting', { name: `${application.firstName} ${application.lastName}` }),
    '',
    ...emailLines(told),
    '',
    emails('signature', { site }),
  ].join('\n')
  const subject = emails('paymentSubject', { invoice: invoice.number })
  await queueApplicantMessage(payload, {
    application: application.id,
    channel: 'email',
    kind: 'payment',
    subject,
    text,
    onceKey: `payment:${payment.id}:email`,
  })
  if (telegramEnabled() && application.telegramChatId)
    await queueApplicantMessage(payload, {
      application: application.id,
      channel: 'telegram',
      kind: 'payment',
      text: telegramLines(told).join('\n\n'),
      onceKey: `payment:${payment.id}:telegram`,
    })
}

/** Queues the messages of every payment whose notice is due; returns how many payments were told. */
export async function tellDuePayments(payload: Payload): Promise<number> {
  let told = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'payments',
      where: { notice: { equals: 'due' } },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
      sort: 'performedAt',
    })
    if (docs.length === 0) return told
    for (const payment of docs) {
      const invoiceId = typeof payment.invoice === 'object' ? payment.invoice.id : payment.invoice
      const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true })
      const applicationId = typeof invoice.application === 'object' ? invoice.application?.id : invoice.application
      const application = applicationId
        ? await payload.findByID({ collection: 'applications', id: applicationId, depth: 0, overrideAccess: true, disableErrors: true, trash: true })
        : null
      // An application erased since has nobody to tell.
      if (application) {
        await tell(payload, { payment, invoice, application })
        told++
      }
      await payload.update({ collection: 'payments', id: payment.id, data: { notice: 'done' }, overrideAccess: true, depth: 0 })
    }
  }
}

export const {
  start: startPaymentNotices,
  wake: wakePaymentNotices,
  task: tellPaymentsTask,
} = outbox({
  name: 'payments.notices',
  slug: 'tellPayments',
  sendDue: (payload) => tellDuePayments(payload),
  failure: 'The applicant could not be told of a payment; it stays due and is tried again within a minute',
  // The payment's write commits with its invoice held; the notice waits for it.
  settleMs: 300,
})
