'use client'
// /studentConsole: number + date of birth → the application's status as a colour chip, the
// checklist of its documents and, once approved, the payment of the contract.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { normalizeApplicationNumber } from '@/admissions/shared/number'
import type { Locale } from '@/i18n/locales'

import { ApplicationStatusBadge } from './ApplicationStatusBadge'
import type { TelegramLabels } from './labels'
import { DocumentChecklist, type ChecklistEntry, type ChecklistLabels } from './DocumentChecklist'
import { failureMessage, lookupApplication, refusalMessages } from './lookupApplication'
import { readLookup } from './LookupFields'
import { LookupForm } from './LookupForm'
import { type PaymentAnswer, PaymentBlock, type PaymentLabels } from './PaymentBlock'
import { routed } from '@/components/plainMarker'

// Fetched only when an answer offers it (the bot is set up): nothing of it in the page's first load.
const TelegramConnectLink = lazy(() => import('./TelegramConnectLink').then((module) => ({ default: module.TelegramConnectLink })))

export type StatusLookupLabels = {
  number: string
  numberHint: string
  birthDate: string
  submit: string
  checking: string
  resultHeading: string
  notFound: string
  network: string
  server: string
  contractLink: string
  required: string
  rateLimited: string
  statuses: Record<string, string>
  checklist: ChecklistLabels
  /** Shown only when the answer carries a link (the Telegram bot is set up). */
  telegram: TelegramLabels
  payment: PaymentLabels
}
type Props = { locale: Locale; contractHref: string; labels: StatusLookupLabels }
type Result =
  | {
      number: string
      status: string
      label: string
      documents: ChecklistEntry[]
      telegramUrl?: string
      payment?: PaymentAnswer
      query: { application_number: string; birth_date: string }
    }
  | { message: string; notFound?: boolean }
  | null

export function StatusLookup({ locale, contractHref, labels }: Props) {
  const [result, setResult] = useState<Result>(null)
  const [errors, setErrors] = useState<Partial<Record<'application_number' | 'birth_date', string>>>({})
  const [pending, setPending] = useState(false)
  const output = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)

  // Back from a provider's page: the address names the application (never the date of birth), so
  // the number is filled in; back from a receipt that could not be made, the page says why.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const number = form.current?.elements.namedItem('application_number')
    const given = params.get('number')
    if (given && number instanceof HTMLInputElement && !number.value) number.value = given.slice(0, 20)
    const receipt = params.get('receipt')
    if (receipt)
      setResult({ message: receipt === 'rateLimited' ? labels.rateLimited : receipt === 'unavailable' ? labels.server : labels.payment.receiptNotFound })
  }, [labels])

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const { query, errors: missing } = readLookup(form, labels.required)
    setErrors(missing)
    if (Object.keys(missing).length) return
    setPending(true)
    const outcome = await lookupApplication<{
      status: string
      label?: string
      documents?: ChecklistEntry[]
      telegram_url?: string
      payment?: PaymentAnswer
    }>('/api/console', {
      ...query,
      locale,
    })
    setPending(false)
    if (outcome.kind === 'found') {
      const { status, label, documents, telegram_url, payment } = outcome.data
      const number = normalizeApplicationNumber(query.application_number) ?? query.application_number
      const telegramUrl = typeof telegram_url === 'string' ? telegram_url : undefined
      setResult({
        number,
        status,
        label: labels.statuses[status] ?? label ?? status,
        documents: Array.isArray(documents) ? documents : [],
        telegramUrl,
        payment: payment && typeof payment === 'object' ? payment : undefined,
        query: { application_number: number, birth_date: query.birth_date },
      })
    } else if (outcome.kind === 'notFound') {
      setResult({ message: labels.notFound, notFound: true })
    } else if (outcome.kind === 'refused') {
      const { byField, message } = refusalMessages(outcome.errors, labels)
      setErrors(byField)
      setResult(message === null ? null : { message })
    } else {
      setResult({ message: failureMessage(outcome, labels) })
    }
    requestAnimationFrame(() => output.current?.focus())
  }

  return (
    <>
      {/* Posted, never sent as a query: without scripts the number and birth date must not end up in the address, history or logs. */}
      <LookupForm
        formRef={form}
        idPrefix="console"
        testId="status-form"
        labels={labels}
        errors={errors}
        pending={pending}
        onSubmit={onSubmit}
        send={labels.submit}
        method="post"
      />
      <div ref={output} tabIndex={-1} aria-live="polite" className="mt-8 focus:outline-none" data-testid="status-result">
        {result && 'status' in result && (
          <section aria-labelledby="status-heading" className="rounded-xl bg-slate-50 p-6">
            <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
              {labels.resultHeading.split(/(\{number\})/).map((part, index) =>
                part === '{number}' ? (
                  <span key={index} className="whitespace-nowrap font-mono">
                    {result.number}
                  </span>
                ) : (
                  part
                ),
              )}
            </h2>
            <p className="mt-3">
              <ApplicationStatusBadge status={result.status} label={result.label} />
            </p>
            {result.status === 'approved' && (
              <p className="mt-4">
                <a href={contractHref} {...routed} className="font-semibold text-brand-700 underline">
                  {labels.contractLink}
                </a>
              </p>
            )}
            {result.payment && <PaymentBlock payment={result.payment} query={result.query} locale={locale} labels={labels.payment} />}
            <DocumentChecklist entries={result.documents} labels={labels.checklist} />
            {result.telegramUrl && (
              <Suspense fallback={null}>
                <TelegramConnectLink href={result.telegramUrl} {...labels.telegram} className="mt-6 sm:text-left" />
              </Suspense>
            )}
          </section>
        )}
        {result && 'message' in result && (
          <p className={`rounded-md px-4 py-3 ${result.notFound ? 'bg-slate-100 text-slate-800' : 'bg-red-50 text-red-800'}`} data-testid="status-message">
            {result.message}
          </p>
        )}
      </div>
    </>
  )
}
