// Shared by /api/contract and /api/contract/pdf: only an approved application has a contract.
import type { Payload } from 'payload'

import { buildContract, type ContractView } from './contract'
import { errors } from '@/lib/apiAnswers'
import { translator } from '@/i18n/translator'
import { lookUp } from './lookup'
import type { Locale } from '@/i18n/locales'
import { isStatus } from '@/admissions/shared/statuses'
import { applicantInvoice } from '@/payments/server/applicantInvoice'

export async function approvedContract(
  request: Request,
  payload: Payload,
): Promise<{ ok: true; contract: ContractView; locale: Locale } | { ok: false; response: Response; locale: Locale }> {
  const found = await lookUp(request, payload)
  if (!found.ok) return found
  const { application, locale } = found
  if (application.status !== 'approved') {
    const status = isStatus(application.status) ? translator(locale, 'statuses')(application.status) : application.status
    return { ok: false, locale, response: errors(409, [{ message: translator(locale, 'applyErrors')('notApproved', { status }) }]) }
  }
  const contract = await buildContract(payload, application, locale)
  if (!contract) {
    payload.logger.error('A contract was requested, but the contract template (admin › Admissions › Contract template) is empty')
    return { ok: false, locale, response: errors(503, [{ message: translator(locale, 'applyErrors')('contractUnavailable') }]) }
  }
  const invoice = await applicantInvoice(payload, application.id, locale)
  return { ok: true, contract: invoice ? { ...contract, invoice } : contract, locale }
}
