// POST /api/payments/bank: the bursar's entry of money paid at the bank, multipart with the scan of
// the bank's document. The scan is stored first, then the payment is recorded through the ledger;
// if the payment is refused or cannot be written, the scan is removed again, so no file is left
// that no payment names.
import 'server-only'

import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { type Received, receiveMultipart, UnreadableBody } from '@/admissions/server/multipart'
import { ensureDirs, incomingDir, removeDirQuietly } from '@/admissions/server/storage'
import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { errors, json } from '@/lib/apiAnswers'
import { campusMoment } from '@/lib/dates'
import { isCrossSite } from '@/security/crossSite'
import { campusToday } from '@/payments/shared/invoiceFilters'

import { MAX_SCAN_BYTES, prepareScan, removeScan, SCAN_FIELD, storeScan } from './bankDocuments'
import { invoiceByNumber, normalizeInvoiceNumber } from './invoices'
import { type BankOutcome, bankProviderId, paymentByProviderId, recordBankPayment, standingFor } from './ledger'
import { parseDay } from './statement'
import { paymentsStaff } from './staff'
import { type PaymentsText, staffWords } from './staffWords'

const DOCUMENT_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./№#-]{0,39}$/u
const MAX_NOTE = 1000

type Fields = { amount: number; paidOn: string; documentNumber: string; note: string }

/** The entry's values, or the first field that is wrong and why. */
export function readBankFields(fields: Record<string, string>, today: string): { ok: true; values: Fields } | { ok: false; field: string; key: PaymentsText } {
  const amountText = (fields.amount ?? '').replace(/[\s\u00a0\u202f]/g, '')
  const amount = /^\d{1,13}$/.test(amountText) ? Number(amountText) : 0
  if (amount <= 0) return { ok: false, field: 'amount', key: 'bankAmount' }
  const paidOn = parseDay((fields.paidOn ?? '').trim())
  if (!paidOn || paidOn > today) return { ok: false, field: 'paidOn', key: 'bankDate' }
  const documentNumber = (fields.documentNumber ?? '').trim().replace(/\s+/g, ' ')
  if (!DOCUMENT_NUMBER.test(documentNumber)) return { ok: false, field: 'documentNumber', key: 'bankDocument' }
  const note = (fields.note ?? '').trim()
  if (note.length > MAX_NOTE) return { ok: false, field: 'note', key: 'bankNote' }
  return { ok: true, values: { amount, paidOn, documentNumber, note } }
}

/** When it was paid: now for today, else the start of that day in Tashkent (the bank's document gives no time). */
function paidMoment(paidOn: string, today: string): Date {
  if (paidOn === today) return new Date()
  const [year, month, day] = paidOn.split('-').map(Number) as [number, number, number]
  return campusMoment(year, month - 1, day)
}

export async function recordBankEntry(request: Request): Promise<Response> {
  const say = staffWords(request.headers)
  const refuse = (status: number, field: string | undefined, key: PaymentsText, values?: Record<string, string | number>) =>
    errors(status, [{ field, message: say(key, values) }])
  if (isCrossSite(request.headers, env.SITE_URL)) return errors(403, [{ message: 'A payment is recorded from the back office only.' }])
  const payload = await getPayloadClient()
  const staff = await paymentsStaff(payload, request.headers, 'bursar')
  if (!staff.ok) return staff.response

  await ensureDirs()
  const dir = path.join(incomingDir(), randomUUID())
  await mkdir(dir, { mode: 0o700 })
  try {
    let received: Received<typeof SCAN_FIELD>
    try {
      received = await receiveMultipart(request, dir, { maxBodyBytes: MAX_SCAN_BYTES + 64 * 1024, maxFileBytes: MAX_SCAN_BYTES, files: { [SCAN_FIELD]: 1 } })
    } catch (error) {
      if (error instanceof UnreadableBody) return error.status === 413 ? refuse(413, SCAN_FIELD, 'bankFileSize') : refuse(400, undefined, 'bankUnreadable')
      throw error
    }
    const today = campusToday()
    const number = normalizeInvoiceNumber(received.fields.invoice)
    const invoice = number ? await invoiceByNumber(payload, number) : undefined
    if (!invoice) return refuse(400, 'invoice', 'bankNoInvoice')
    const read = readBankFields(received.fields, today)
    if (!read.ok) return refuse(400, read.field, read.key)
    const { amount, paidOn, documentNumber, note } = read.values
    if (received.oversize.length > 0) return refuse(413, SCAN_FIELD, 'bankFileSize')
    const upload = received.files[0]
    if (!upload) return refuse(400, SCAN_FIELD, 'bankFile')
    // Told before the scan is stored; the ledger decides again with the invoice held.
    const earlier = await paymentByProviderId(payload, 'bank', bankProviderId(documentNumber))
    if (earlier) return refuse(409, 'documentNumber', 'bankDuplicate', { document: documentNumber, receipt: earlier.receiptNumber ?? earlier.id })
    const scan = await prepareScan(upload)
    if (!scan) return refuse(400, SCAN_FIELD, 'bankFileType')

    await storeScan(scan)
    let outcome: BankOutcome
    try {
      outcome = await recordBankPayment(payload, {
        invoice: invoice.id,
        amount,
        documentNumber,
        paidAt: paidMoment(paidOn, today),
        enteredBy: staff.user.id as number,
        note,
        file: { fileName: upload.originalName, storedName: scan.storedName, mimeType: scan.mimeType },
      })
    } catch (error) {
      await removeScan(scan.storedName)
      // The same document entered at the same moment for another invoice: the unique index refused the second.
      const taken = await paymentByProviderId(payload, 'bank', bankProviderId(documentNumber))
      if (taken) return refuse(409, 'documentNumber', 'bankDuplicate', { document: documentNumber, receipt: taken.receiptNumber ?? taken.id })
      payload.logger.error({ err: error, msg: 'A payment at the bank could not be recorded' })
      return refuse(500, undefined, 'bankFailed')
    }
    if (!outcome.ok) {
      await removeScan(scan.storedName)
      if (outcome.reason === 'duplicate')
        return refuse(409, 'documentNumber', 'bankDuplicate', { document: documentNumber, receipt: outcome.earlier.receiptNumber ?? outcome.earlier.id })
      if (outcome.reason === 'noInvoice') return refuse(400, 'invoice', 'bankNoInvoice')
      return outcome.remaining === 0 ? refuse(400, 'amount', 'bankPaidInFull') : refuse(400, 'amount', 'bankOverAmount', { left: outcome.remaining })
    }
    const settled = await payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, overrideAccess: true })
    const standing = standingFor(settled)
    return json(201, {
      payment: { id: outcome.payment.id, receiptNumber: outcome.payment.receiptNumber, amount, state: outcome.payment.state },
      invoice: { id: settled.id, number: settled.number, state: settled.state, paid: standing.paid, remaining: standing.remaining },
      message: say('recorded', { receipt: outcome.payment.receiptNumber ?? '', number: settled.number, left: standing.remaining }),
    })
  } finally {
    await removeDirQuietly(dir)
  }
}
