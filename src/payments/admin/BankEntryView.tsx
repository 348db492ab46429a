// admin › Payment reports › Record a payment at the bank: the form, with the invoice filled in when
// the bursar comes from an invoice's page.
import type { AdminViewServerProps } from 'payload'

import { ours } from '@/i18n/admin/ours'
import { campusToday } from '@/payments/shared/invoiceFilters'

import { BursarPage } from './AdminPage'
import { BankEntryForm } from './BankEntryForm'

export function BankEntryView(props: AdminViewServerProps) {
  const t = ours(props.initPageResult.req.i18n.t)
  const invoice = String((props.searchParams as Record<string, unknown> | undefined)?.invoice ?? '')
    .replace(/\D/g, '')
    .slice(0, 10)
  return (
    <BursarPage {...props}>
      <h1 style={{ margin: 'var(--base) 0 calc(var(--base) / 2)' }}>{t('payments:bankTitle')}</h1>
      <p style={{ maxWidth: '48rem' }}>{t('payments:bankIntro')}</p>
      <BankEntryForm invoice={invoice} today={campusToday()} />
    </BursarPage>
  )
}
