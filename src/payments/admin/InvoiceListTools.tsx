// Above the invoices list: the bursar's quick filters (overdue, not paid, partly paid, paid) as
// list addresses, the CSV of what the list shows, and the way to the statement and bank entries.
import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'

import { hasRole } from '@/access'
import { ExportLink } from '@/admissions/admin/ExportLink'
import { INVOICE_STATE_LABELS } from '@/collections/payments/Invoices'
import { ours } from '@/i18n/admin/ours'
import { campusToday, INVOICES_LIST, invoicesListUrl, QUICK_FILTERS } from '@/payments/shared/invoiceFilters'

import { BANK_VIEW, STATEMENT_VIEW } from './paths'

const chip = {
  display: 'inline-block',
  borderRadius: 999,
  padding: '4px 12px',
  border: '1px solid var(--theme-elevation-250)',
  textDecoration: 'none',
} as const

export function InvoiceListTools({ i18n, user }: ServerProps) {
  if (!i18n) return null
  const t = ours(i18n.t)
  const today = campusToday()
  return (
    <div data-testid="invoice-tools">
      <nav aria-label={t('payments:show')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 'calc(var(--base) / 2)' }}>
        <span>{t('payments:show')}</span>
        {QUICK_FILTERS.map((filter) => (
          <a key={filter} href={invoicesListUrl(filter, today)} style={chip} data-testid={`invoice-filter-${filter}`}>
            {filter === 'overdue' ? t('payments:overdue') : getTranslation(INVOICE_STATE_LABELS[filter], i18n)}
          </a>
        ))}
        <a href={INVOICES_LIST} style={chip}>
          {t('payments:allInvoices')}
        </a>
      </nav>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'center' }}>
        <ExportLink endpoint="/api/payments/invoices/export" labelKey="payments:exportCsv" hintKey="payments:exportHint" />
        {hasRole(user as never, 'admin', 'bursar') && (
          <p style={{ display: 'flex', gap: 'var(--base)' }}>
            <a href={BANK_VIEW}>{t('payments:bankLink')}</a>
            <a href={STATEMENT_VIEW}>{t('payments:statementLink')}</a>
          </p>
        )}
      </div>
    </div>
  )
}

/** Above the payments list: the day's statement and the bank entry, for the bursar and admins. */
export function PaymentListLinks({ i18n, user }: ServerProps) {
  if (!i18n || !hasRole(user as never, 'admin', 'bursar')) return null
  const t = ours(i18n.t)
  return (
    <p style={{ display: 'flex', gap: 'var(--base)' }} data-testid="payment-links">
      <a href={STATEMENT_VIEW} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {t('payments:statementLink')}
      </a>
      <a href={BANK_VIEW} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {t('payments:bankLink')}
      </a>
    </p>
  )
}

/** After the navigation's groups: the bursar's reports, which are views rather than collections. */
export function PaymentReportsNav({ i18n, user }: ServerProps) {
  if (!i18n || !hasRole(user as never, 'admin', 'bursar')) return null
  const t = ours(i18n.t)
  return (
    <nav aria-label={t('payments:reports')} data-testid="payment-reports-nav" style={{ margin: 'var(--base) 0' }}>
      <div style={{ color: 'var(--theme-elevation-400)', marginBottom: 8 }}>{t('payments:reports')}</div>
      <a className="nav__link" href={STATEMENT_VIEW} style={{ display: 'block', marginBottom: 8 }}>
        {t('payments:statementLink')}
      </a>
      <a className="nav__link" href={BANK_VIEW} style={{ display: 'block' }}>
        {t('payments:bankLink')}
      </a>
    </nav>
  )
}
