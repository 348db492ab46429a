'use client'
// /get-contract: number + date of birth → the filled contract, to print or download as PDF.
// "Download PDF" is an ordinary form post to /api/contract/pdf, so it works without JavaScript.
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { type ContractData, ContractView, type InvoiceLabels } from './ContractView'
import { failureMessage, lookupApplication } from './lookupApplication'
import { LookupFields, readLookup } from './LookupFields'

export type ContractLookupLabels = {
  number: string
  birthDate: string
  show: string
  loading: string
  print: string
  downloadPdf: string
  notFound: string
  network: string
  server: string
  university: string
  student: string
  signature: string
  required: string
  rateLimited: string
  invoice: InvoiceLabels
}
type Props = { locale: Locale; labels: ContractLookupLabels; initialMessage?: string }
type Query = { application_number: string; birth_date: string }

const PDF_URL = '/api/contract/pdf'
const button = 'rounded-full px-6 py-3 font-semibold'

function PdfForm({ query, locale, label }: { query: Query; locale: Locale; label: string }) {
  return (
    <form method="post" action={PDF_URL}>
      <input type="hidden" name="application_number" value={query.application_number} />
      <input type="hidden" name="birth_date" value={query.birth_date} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} data-testid="contract-pdf">
        {label}
      </button>
    </form>
  )
}

export function ContractLookup({ locale, labels, initialMessage }: Props) {
  const [scripted, setScripted] = useState(false)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<'application_number' | 'birth_date', string>>>({})
  const [message, setMessage] = useState<string | null>(initialMessage ?? null)
  const [contract, setContract] = useState<{ data: ContractData; query: Query } | null>(null)
  const output = useRef<HTMLDivElement>(null)

  useEffect(() => setScripted(true), [])

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { query, errors: missing } = readLookup(event.currentTarget, labels.required)
    setErrors(missing)
    if (Object.keys(missing).length || pending) return
    setPending(true)
    const outcome = await lookupApplication<ContractData>('/api/contract', { ...query, locale })
    setPending(false)
    setContract(outcome.kind === 'found' ? { data: outcome.data, query } : null)
    if (outcome.kind === 'found') setMessage(null)
    else if (outcome.kind === 'notFound') setMessage(labels.notFound)
    else if (outcome.kind === 'refused') setMessage(outcome.errors[0]?.message ?? labels.server)
    else setMessage(failureMessage(outcome, labels))
    requestAnimationFrame(() => output.current?.focus())
  }

  return (
    <>
      <form
        method="post"
        action={PDF_URL}
        noValidate={scripted}
        onSubmit={onSubmit}
        data-early
        aria-busy={pending}
        className="rounded-xl border border-slate-200 p-4 sm:p-6 print:hidden"
        data-testid="contract-form"
      >
        <input type="hidden" name="locale" value={locale} />
        <LookupFields idPrefix="contract" labels={labels} errors={errors} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {/* Without JavaScript the form can only download; with it, the contract is shown first, then offered as PDF. */}
          {scripted ? (
            <button
              type="submit"
              disabled={pending}
              className={`${button} bg-brand-700 text-white hover:bg-brand-900 disabled:opacity-60`}
              data-testid="contract-show"
            >
              {pending ? labels.loading : labels.show}
            </button>
          ) : (
            <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-900`}>
              {labels.downloadPdf}
            </button>
          )}
        </div>
      </form>
      <div ref={output} tabIndex={-1} aria-live="polite" className="mt-8 focus:outline-none" data-testid="contract-result">
        {message && (
          <p className="rounded-md bg-red-50 px-4 py-3 text-red-800 print:hidden" data-testid="contract-message">
            {message}
          </p>
        )}
        {contract && (
          <>
            <div className="mb-6 flex flex-wrap gap-3 print:hidden" data-testid="contract-actions">
              <button
                type="button"
                onClick={() => window.print()}
                className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
                data-testid="contract-print"
              >
                {labels.print}
              </button>
              <PdfForm query={contract.query} locale={locale} label={labels.downloadPdf} />
            </div>
            <ContractView contract={contract.data} labels={labels} />
          </>
        )}
      </div>
    </>
  )
}
