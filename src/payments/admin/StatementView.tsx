// admin › Payment reports › Day's statement: one provider's transactions created on one Tashkent
// day, to set beside Payme's and Click's statements, with the totals and the same as CSV.
import { getTranslation } from '@payloadcms/translations'
import type { AdminViewServerProps } from 'payload'

import { PAYMENT_STATE_LABELS, PROVIDER_LABELS } from '@/collections/payments/Payments'
import { ours } from '@/i18n/admin/ours'
import { isLocale } from '@/i18n/locales'
import { numberFormat } from '@/lib/numbers'
import { campusTimestamp, dayStatement, parseDay } from '@/payments/server/statement'
import { campusToday } from '@/payments/shared/invoiceFilters'
import { isProvider, PROVIDERS } from '@/payments/shared/states'

import { BursarPage } from './AdminPage'

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'left' } as const

export async function StatementView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const { i18n, payload } = req
  const t = ours(i18n.t)
  const query = (props.searchParams ?? {}) as Record<string, string | undefined>
  const provider = isProvider(query.provider) ? query.provider : 'payme'
  const day = parseDay(query.day) ?? campusToday()
  const statement = req.user ? await dayStatement(payload, provider, day) : undefined
  const money = numberFormat(isLocale(i18n.language) ? i18n.language : 'en', { maximumFractionDigits: 2 })
  return (
    <BursarPage {...props}>
      <h1 style={{ margin: 'var(--base) 0 calc(var(--base) / 2)' }}>{t('payments:statementTitle')}</h1>
      <p style={{ maxWidth: '48rem' }}>{t('payments:statementIntro')}</p>
      <form
        method="get"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'end', margin: 'var(--base) 0' }}
        data-testid="statement-form"
      >
        <label style={{ display: 'grid', gap: 4 }}>
          {t('payments:provider')}
          <select name="provider" defaultValue={provider} style={{ padding: 8, minWidth: '10rem' }}>
            {PROVIDERS.map((value) => (
              <option key={value} value={value}>
                {getTranslation(PROVIDER_LABELS[value], i18n)}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {t('payments:day')}
          <input type="date" name="day" defaultValue={day} required style={{ padding: 7 }} />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          {t('payments:showStatement')}
        </button>
        <a
          href={`/api/payments/statement?provider=${provider}&day=${day}&format=csv`}
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          data-testid="statement-csv"
          download
        >
          {t('payments:downloadCsv')}
        </a>
      </form>
      {statement && (
        <>
          <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 1.5)' }} data-testid="statement-totals">
            <span>
              {t('payments:transactions')}: <strong>{statement.rows.length}</strong>
            </span>
            <span>
              {t('payments:totalPerformed')}: <strong data-testid="statement-performed">{money.format(statement.performed)}</strong>
            </span>
            <span>
              {t('payments:totalRefunded')}: <strong data-testid="statement-refunded">{money.format(statement.refunded)}</strong>
            </span>
          </p>
          {statement.rows.length === 0 ? (
            <p>{t('payments:noTransactions')}</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="statement-table">
                <thead>
                  <tr>
                    {(['colCreated', 'colTransaction', 'colInvoice', 'colAmount', 'colState', 'colPerformed', 'colCancelled', 'colReason'] as const).map(
                      (key) => (
                        <th key={key} style={cell} scope="col">
                          {t(`payments:${key}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {statement.rows.map((row) => (
                    <tr key={row.id}>
                      <td style={cell}>{campusTimestamp(row.createdAt)}</td>
                      <td style={{ ...cell, wordBreak: 'break-all' }}>
                        <a href={`/admin/collections/payments/${row.id}`}>{row.providerId}</a>
                      </td>
                      <td style={cell}>
                        <a href={`/admin/collections/invoices/${row.invoiceId}`}>{row.invoiceNumber}</a>
                      </td>
                      <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{money.format(row.amount)}</td>
                      <td style={cell}>{getTranslation(PAYMENT_STATE_LABELS[row.state], i18n)}</td>
                      <td style={cell}>{campusTimestamp(row.performedAt)}</td>
                      <td style={cell}>{campusTimestamp(row.cancelledAt)}</td>
                      <td style={cell}>{row.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </BursarPage>
  )
}
