// The admin home's payments block, for admins, the bursar and admissions staff: invoices by state,
// money received today, this week and in total, what is still due and overdue; each figure that
// has a list links to it, filtered.
import { getTranslation } from '@payloadcms/translations'
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { INVOICE_STATE_LABELS } from '@/collections/payments/Invoices'
import { ours } from '@/i18n/admin/ours'
import { isLocale } from '@/i18n/locales'
import { numberFormat } from '@/lib/numbers'
import { paymentFigures } from '@/payments/server/figures'
import { campusToday, INVOICES_LIST, invoicesListUrl } from '@/payments/shared/invoiceFilters'
import { INVOICE_STATES } from '@/payments/shared/states'

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 'var(--base)', background: 'var(--theme-elevation-0)' } as const
const row = { display: 'flex', justifyContent: 'space-between', gap: 8, margin: '4px 0' } as const

export async function PaymentsSummary({ payload, user, i18n }: { payload: Payload; user: TypedUser; i18n: I18nClient }) {
  const t = ours(i18n.t)
  const figures = await paymentFigures(payload, user)
  const money = numberFormat(isLocale(i18n.language) ? i18n.language : 'en', { maximumFractionDigits: 2 })
  const today = campusToday()
  return (
    <div style={{ marginBottom: 'calc(var(--base) * 2)' }} data-testid="payments-dashboard">
      <h2 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('payments:dashTitle')}</h2>
      <p style={{ margin: '0 0 var(--base)' }}>
        <a href={INVOICES_LIST}>{t('payments:openInvoices')}</a>
      </p>
      {figures.invoices === 0 ? (
        <p>{t('payments:noInvoices')}</p>
      ) : (
        <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
          <section style={card} data-testid="payments-by-state">
            <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('payments:byState')}</h3>
            {INVOICE_STATES.map((state) => (
              <div key={state} style={row}>
                <a href={invoicesListUrl(state, today)}>{getTranslation(INVOICE_STATE_LABELS[state], i18n)}</a>
                <strong data-testid={`payments-count-${state}`}>{figures.byState[state]}</strong>
              </div>
            ))}
            <div style={row}>
              <a href={invoicesListUrl('overdue', today)} style={{ color: figures.overdue > 0 ? 'var(--theme-error-750)' : undefined }}>
                {t('payments:overdueCount')}
              </a>
              <strong data-testid="payments-overdue">{figures.overdue}</strong>
            </div>
          </section>
          <section style={card} data-testid="payments-money">
            <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('payments:money')}</h3>
            {(
              [
                ['receivedToday', figures.receivedToday],
                ['receivedWeek', figures.receivedWeek],
                ['receivedTotal', figures.receivedTotal],
                ['stillDue', figures.due],
              ] as const
            ).map(([key, amount]) => (
              <div key={key} style={row}>
                <span>{t(`payments:${key}`)}</span>
                <strong data-testid={`payments-${key}`}>{money.format(amount)}</strong>
              </div>
            ))}
          </section>
        </div>
      )}
    </div>
  )
}
