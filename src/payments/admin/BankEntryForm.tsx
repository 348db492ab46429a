'use client'
// The bursar's form for money paid at the bank: posted as multipart to /api/payments/bank, which
// answers each refusal in the staff member's language, naming the field.
import { useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { ours } from '@/i18n/admin/ours'

type Result = { ok: true; message: string; invoiceId: number } | { ok: false; message: string; field?: string }

const field = { display: 'grid', gap: 4, maxWidth: '32rem' } as const
const input = { padding: 8, font: 'inherit' } as const

export function BankEntryForm({ invoice, today }: { invoice: string; today: string }) {
  const { t } = useTranslation()
  const say = ours(t)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    setResult(undefined)
    try {
      const response = await fetch('/api/payments/bank', { method: 'POST', body: new FormData(form), credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        invoice?: { id: number }
        errors?: { field?: string; message: string }[]
      }
      if (response.ok && body.invoice) {
        setResult({ ok: true, message: body.message ?? '', invoiceId: body.invoice.id })
        form.reset()
      } else setResult({ ok: false, message: body.errors?.[0]?.message ?? say('payments:bankFailed'), field: body.errors?.[0]?.field })
    } catch {
      setResult({ ok: false, message: say('payments:bankFailed') })
    } finally {
      setBusy(false)
    }
  }

  const wrong = (name: string) => (result && !result.ok && result.field === name ? { 'aria-invalid': true, 'aria-describedby': 'bank-result' } : {})
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 'var(--base)', margin: 'var(--base) 0 calc(var(--base) * 2)' }} data-testid="bank-form">
      <label style={field}>
        {say('payments:invoiceNumber')}
        <input name="invoice" defaultValue={invoice} required inputMode="numeric" autoComplete="off" style={input} {...wrong('invoice')} />
      </label>
      <label style={field}>
        {say('payments:amount')}
        <input name="amount" required inputMode="numeric" autoComplete="off" style={input} {...wrong('amount')} />
      </label>
      <label style={field}>
        {say('payments:paidOn')}
        <input name="paidOn" type="date" max={today} defaultValue={today} required style={input} {...wrong('paidOn')} />
      </label>
      <label style={field}>
        {say('payments:documentNumber')}
        <input name="documentNumber" required maxLength={40} autoComplete="off" style={input} {...wrong('documentNumber')} />
      </label>
      <label style={field}>
        {say('payments:note')}
        <textarea name="note" rows={3} maxLength={1000} style={input} {...wrong('note')} />
      </label>
      <label style={field}>
        {say('payments:scan')}
        <input name="scan" type="file" required accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" {...wrong('scan')} />
        <span style={{ color: 'var(--theme-elevation-500)' }}>{say('payments:scanHint')}</span>
      </label>
      <div role="status" id="bank-result" data-testid="bank-result" aria-live="polite">
        {result && (
          <p style={{ margin: 0, color: result.ok ? 'var(--theme-success-750)' : 'var(--theme-error-750)', fontWeight: 600 }}>
            {result.message} {result.ok && <a href={`/admin/collections/invoices/${result.invoiceId}`}>{say('payments:openInvoice')}</a>}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn--style-primary" disabled={busy} style={{ margin: 0 }}>
          {busy ? say('payments:recording') : say('payments:record')}
        </button>
      </div>
    </form>
  )
}
