// The status page's payment block for an approved application: the invoice, what is due next and by
// when, what has come in (each payment with its receipt to download), and, only when a provider is
// on, links to pay on Payme's or Click's page. The amounts and dates come written from the server.
import type en from '@/i18n/messages/en.json'
import type { PayOption } from '@/payments/payLinks'
import type { InvoiceView } from '@/payments/shared/invoiceView'

export type PaymentLabels = (typeof en)['studentConsole']['payment']
export type PaymentAnswer = InvoiceView & { pay: PayOption[] }
type Query = { application_number: string; birth_date: string }
type Props = { payment: PaymentAnswer; query: Query; locale: string; labels: PaymentLabels }

const RECEIPT_URL = '/api/payments/receipt'
const PROVIDERS = [
  { key: 'payme_url', name: 'Payme', testid: 'pay-payme', className: 'bg-[#00a0ab] hover:bg-[#008a93]' },
  { key: 'click_url', name: 'Click', testid: 'pay-click', className: 'bg-[#0061c9] hover:bg-[#004f9f]' },
] as const

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

function ReceiptForm({ receipt, query, locale, label }: { receipt: string; query: Query; locale: string; label: string }) {
  return (
    <form method="post" action={RECEIPT_URL}>
      <input type="hidden" name="application_number" value={query.application_number} />
      <input type="hidden" name="birth_date" value={query.birth_date} />
      <input type="hidden" name="receipt_number" value={receipt} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="text-sm font-semibold text-brand-700 underline hover:text-brand-900" data-testid="receipt-download">
        {label}
      </button>
    </form>
  )
}

export function PaymentBlock({ payment, query, locale, labels }: Props) {
  const figures = [
    { key: 'total', label: labels.total, value: payment.total_text },
    { key: 'paid', label: labels.paid, value: payment.paid_text },
    { key: 'remaining', label: labels.remaining, value: payment.remaining_text },
  ]
  return (
    <section
      aria-labelledby="payment-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="payment"
      data-state={payment.state}
    >
      <h3 id="payment-heading" className="font-semibold text-slate-900">
        {labels.heading}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        {labels.invoiceNumber}:{' '}
        <span className="whitespace-nowrap font-mono text-base font-semibold text-slate-900" data-testid="invoice-number">
          {payment.invoice_number}
        </span>
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-md bg-slate-50 px-3 py-2" data-testid={`invoice-${figure.key}`}>
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="font-semibold text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {payment.next ? (
        <p className="mt-4 rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-slate-900" data-testid="payment-next">
          <span className="font-semibold">{labels.next}:</span> {fill(labels.nextDue, { amount: payment.next.amount_text, date: payment.next.due_text })}
        </p>
      ) : (
        <p className="mt-4 rounded-md border-l-4 border-emerald-600 bg-emerald-50 px-3 py-2 font-semibold text-emerald-900" data-testid="payment-done">
          {labels.paidInFull}
        </p>
      )}
      {payment.instalments.length > 1 && (
        <>
          <h4 className="mt-5 text-sm font-semibold text-slate-900">{labels.instalments}</h4>
          <ul className="mt-2 divide-y divide-slate-200 text-sm" data-testid="instalments">
            {payment.instalments.map((row) => (
              <li key={row.due_date} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="text-slate-700">{row.due_text}</span>
                <span className="font-semibold text-slate-900">
                  {row.amount_text}
                  {row.covered > 0 && (
                    <span className="ml-2 font-normal text-emerald-800">
                      ({row.covered >= row.amount ? labels.instalmentPaid : fill(labels.instalmentPart, { amount: row.covered_text })})
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {payment.pay.map((option) => (
        <div key={option.kind} className="mt-5" data-testid={`pay-${option.kind}`}>
          <p className="font-semibold text-slate-900">{fill(option.kind === 'next' ? labels.payNext : labels.payAll, { amount: option.amount_text })}</p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {PROVIDERS.map((provider) => {
              const href = option[provider.key]
              return href ? (
                <a
                  key={provider.key}
                  href={href}
                  className={`inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-center font-semibold text-white ${provider.className}`}
                  data-testid={`${provider.testid}-${option.kind}`}
                >
                  {fill(labels.payWith, { provider: provider.name })}
                </a>
              ) : null
            })}
          </div>
        </div>
      ))}
      {payment.remaining > 0 && (
        <p className="mt-4 text-sm text-slate-700" data-testid="payment-bank">
          {fill(labels.bank, { number: payment.invoice_number })}
        </p>
      )}
      {payment.payments.length > 0 && (
        <>
          <h4 className="mt-5 text-sm font-semibold text-slate-900">{labels.payments}</h4>
          <ul className="mt-2 divide-y divide-slate-200" data-testid="payments">
            {payment.payments.map((row) => (
              <li key={row.receipt_number} className="py-3" data-testid="payment-row" data-receipt={row.receipt_number} data-state={row.state}>
                <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                  <span className="font-semibold text-slate-900">{row.amount_text}</span>
                  <span className="text-sm text-slate-700">{row.paid_at_text}</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="break-all font-mono">{fill(labels.receipt, { number: row.receipt_number })}</span> · {row.provider_label}
                  {row.state === 'refunded' && <span className="ml-1 font-semibold text-red-800">({labels.refunded})</span>}
                </p>
                {row.state === 'performed' && (
                  <div className="mt-2">
                    <ReceiptForm receipt={row.receipt_number} query={query} locale={locale} label={labels.downloadReceipt} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
