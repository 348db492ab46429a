'use client'
// /studentConsole: number + date of birth → the application's status as a colour chip, and the
// checklist of its documents.
import { lazy, Suspense, useRef, useState } from 'react'

import { normalizeApplicationNumber } from '@/admissions/shared/number'
import type { Locale } from '@/i18n/locales'

import { ApplicationStatusBadge } from './ApplicationStatusBadge'
import type { TelegramLabels } from './labels'
import { DocumentChecklist, type ChecklistEntry, type ChecklistLabels } from './DocumentChecklist'
import { failureMessage, lookupApplication, messagesByField } from './lookupApplication'
import { readLookup } from './LookupFields'
import { LookupForm } from './LookupForm'
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
}
type Props = { locale: Locale; contractHref: string; labels: StatusLookupLabels }
type Result =
  | { number: string; status: string; label: string; documents: ChecklistEntry[]; telegramUrl?: string }
  | { message: string; notFound?: boolean }
  | null

export function StatusLookup({ locale, contractHref, labels }: Props) {
  const [result, setResult] = useState<Result>(null)
  const [errors, setErrors] = useState<Partial<Record<'application_number' | 'birth_date', string>>>({})
  const [pending, setPending] = useState(false)
  const output = useRef<HTMLDivElement>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const { query, errors: missing } = readLookup(form, labels.required)
    setErrors(missing)
    if (Object.keys(missing).length) return
    setPending(true)
    const outcome = await lookupApplication<{ status: string; label?: string; documents?: ChecklistEntry[]; telegram_url?: string }>('/api/console', {
      ...query,
      locale,
    })
    setPending(false)
    if (outcome.kind === 'found') {
      const { status, label, documents, telegram_url } = outcome.data
      const number = normalizeApplicationNumber(query.application_number) ?? query.application_number
      const telegramUrl = typeof telegram_url === 'string' ? telegram_url : undefined
      setResult({ number, status, label: labels.statuses[status] ?? label ?? status, documents: Array.isArray(documents) ? documents : [], telegramUrl })
    } else if (outcome.kind === 'notFound') {
      setResult({ message: labels.notFound, notFound: true })
    } else if (outcome.kind === 'refused') {
      const byField = messagesByField(outcome.errors)
      setErrors(byField)
      setResult(Object.keys(byField).length ? null : { message: outcome.errors[0]?.message ?? labels.server })
    } else {
      setResult({ message: failureMessage(outcome, labels) })
    }
    requestAnimationFrame(() => output.current?.focus())
  }

  return (
    <>
      {/* Posted, never sent as a query: without scripts the number and birth date must not end up in the address, history or logs. */}
      <LookupForm
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
