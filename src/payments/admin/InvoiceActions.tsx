'use client'
// On an invoice's page: its payment at the bank entered from here, with the number filled in; on a
// bank payment's page: its scan.
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'

import { ours } from '@/i18n/admin/ours'

import { BANK_VIEW } from './paths'

export function RecordAtBankLink() {
  const { t } = useTranslation()
  const number = useFormFields(([fields]) => fields.number?.value as string | undefined)
  const state = useFormFields(([fields]) => fields.state?.value as string | undefined)
  if (!number || state === 'paid') return null
  return (
    <p>
      <a href={`${BANK_VIEW}?invoice=${number}`} className="btn btn--style-secondary btn--size-small" data-testid="record-at-bank">
        {ours(t)('payments:bankLink')}
      </a>
    </p>
  )
}

export function BankScanLink() {
  const { id } = useDocumentInfo()
  const { t } = useTranslation()
  if (!id) return null
  return (
    <p>
      <a href={`/api/payments/bank/${id}/document`} download className="btn btn--style-secondary btn--size-small">
        {ours(t)('payments:downloadScan')}
      </a>
    </p>
  )
}
