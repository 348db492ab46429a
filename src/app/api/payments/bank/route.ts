import { recordBankEntry } from '@/payments/server/bankEntry'

export const dynamic = 'force-dynamic'

/** POST /api/payments/bank (multipart: invoice, amount, paidOn, documentNumber, note, scan) — money paid at the bank, entered by the bursar. */
export const POST = recordBankEntry
