'use client'
// /replace-document?token=…: the applicant names themselves (number + date of birth, as on the
// status page), sees which document the admissions office asks for and why, and sends one new
// file, checked here early and by the server again by its content.
import { useRef, useState } from 'react'

import { isDocumentKind, looksAllowed, MAX_FILE_BYTES, MAX_FILE_MB, typesLabel, type DocumentKind } from '@/admissions/shared/documents'
import { fill } from '@/components/labels'
import type { Locale } from '@/i18n/locales'

import { inspectPhoto } from './inspectPhoto'
import { failureMessage, lookupApplication, type LookupQuery, refusalMessages } from './lookupApplication'
import { readLookup } from './LookupFields'
import { LookupForm } from './LookupForm'
import { ReplacementUpload, type OpenRequest } from './ReplacementUpload'
import { sendReplacement } from './sendReplacement'
import { routed } from '@/components/plainMarker'

export type ReplacementLabels = {
  number: string
  numberHint: string
  birthDate: string
  intro: string
  continue: string
  checking: string
  notFound: string
  document: string
  reason: string
  expires: string
  file: string
  fileHint: string
  photoHint: string
  upload: string
  uploading: string
  doneTitle: string
  done: string
  statusLink: string
  network: string
  server: string
  required: string
  rateLimited: string
  fileRequired: string
  fileType: string
  fileSize: string
  photoShape: string
  photoBackground: string
}
type Props = { token: string; locale: Locale; statusHref: string; labels: ReplacementLabels }

type Step = { kind: 'identify' } | { kind: 'upload'; request: OpenRequest; query: LookupQuery } | { kind: 'done'; label: string }
type Answer = { document: string; label: string; reason: string }

/** The early check of a chosen file: the form's rules by name, type and size, and a photo's shape. */
async function earlyCheck(kind: DocumentKind, file: File, labels: ReplacementLabels): Promise<{ error?: string; warning?: string }> {
  if (!looksAllowed(kind, file)) return { error: fill(labels.fileType, { types: typesLabel(kind) }) }
  if (file.size > MAX_FILE_BYTES) return { error: fill(labels.fileSize, { size: MAX_FILE_MB }) }
  if (kind !== 'photo') return {}
  const findings = await inspectPhoto(file)
  if (findings && !findings.shape) return { error: labels.photoShape }
  return findings && !findings.whiteBackground ? { warning: labels.photoBackground } : {}
}

export function DocumentReplacement({ token, locale, statusHref, labels }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'identify' })
  const [message, setMessage] = useState<{ text: string; notFound?: boolean } | null>(null)
  const [errors, setErrors] = useState<Partial<Record<'application_number' | 'birth_date', string>>>({})
  const [file, setFile] = useState<File | null>(null)
  const [fileNote, setFileNote] = useState<{ error?: string; warning?: string }>({})
  const [pending, setPending] = useState(false)
  const output = useRef<HTMLDivElement>(null)
  const focusOutput = () => requestAnimationFrame(() => output.current?.focus())

  const identify = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const { query, errors: missing } = readLookup(event.currentTarget, labels.required)
    setErrors(missing)
    if (Object.keys(missing).length) return
    setPending(true)
    const lookup = { ...query, locale, token }
    const outcome = await lookupApplication<Answer>('/api/replace-document', lookup)
    setPending(false)
    if (outcome.kind === 'found' && isDocumentKind(outcome.data.document)) {
      const document = outcome.data.document
      const hint = `${fill(labels.fileHint, { types: typesLabel(document), size: MAX_FILE_MB })}${document === 'photo' ? ` ${labels.photoHint}` : ''}`
      setMessage(null)
      setStep({ kind: 'upload', query: lookup, request: { document, label: outcome.data.label, reason: outcome.data.reason, hint } })
    } else if (outcome.kind === 'found' || outcome.kind === 'notFound') {
      setMessage({ text: labels.notFound, notFound: true })
    } else if (outcome.kind === 'refused') {
      const { byField, message } = refusalMessages(outcome.errors, labels)
      setErrors(byField)
      setMessage(message === null ? null : { text: message })
    } else {
      setMessage({ text: failureMessage(outcome, labels) })
    }
    focusOutput()
  }

  const choose = async (chosen: File | null) => {
    setFile(chosen)
    setFileNote(chosen && step.kind === 'upload' ? await earlyCheck(step.request.document, chosen, labels) : {})
  }

  const upload = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || step.kind !== 'upload') return
    const { request, query } = step
    if (!file) return setFileNote({ error: labels.fileRequired })
    const early = await earlyCheck(request.document, file, labels)
    setFileNote(early)
    if (early.error) return
    setPending(true)
    const outcome = await sendReplacement({ ...query, token, document: request.document, file })
    setPending(false)
    if (outcome.kind === 'replaced') {
      setMessage(null)
      setStep({ kind: 'done', label: request.label })
    } else if (outcome.kind === 'refused') {
      setFileNote({ error: outcome.errors[0]?.message ?? labels.server })
      return
    } else if (outcome.kind === 'notFound') {
      setStep({ kind: 'identify' })
      setMessage({ text: outcome.errors[0]?.message ?? labels.notFound, notFound: true })
    } else {
      setMessage({ text: failureMessage(outcome, labels) })
    }
    focusOutput()
  }

  return (
    <>
      {step.kind === 'identify' && (
        <>
          <p className="mb-6 text-slate-700">{labels.intro}</p>
          <LookupForm
            idPrefix="replace"
            testId="replacement-identify"
            labels={labels}
            errors={errors}
            pending={pending}
            onSubmit={identify}
            send={labels.continue}
          />
        </>
      )}
      {step.kind === 'upload' && (
        <ReplacementUpload
          request={step.request}
          labels={labels}
          file={file}
          error={fileNote.error}
          warning={fileNote.warning}
          pending={pending}
          onFile={choose}
          onSubmit={upload}
        />
      )}
      <div ref={output} tabIndex={-1} aria-live="polite" className="mt-6 focus:outline-none" data-testid="replacement-result">
        {message && (
          <p
            className={`rounded-md px-4 py-3 ${message.notFound ? 'bg-slate-100 text-slate-800' : 'bg-red-50 text-red-800'}`}
            data-testid="replacement-message"
          >
            {message.text}
          </p>
        )}
        {step.kind === 'done' && (
          <section aria-labelledby="replacement-done" className="rounded-xl border-l-4 border-emerald-600 bg-emerald-50 p-6" data-testid="replacement-done">
            <h2 id="replacement-done" className="text-xl font-bold text-slate-900">
              {labels.doneTitle}
            </h2>
            <p className="mt-2 text-slate-800">{fill(labels.done, { document: step.label })}</p>
            <p className="mt-4">
              <a href={statusHref} {...routed} className="font-semibold text-brand-700 underline">
                {labels.statusLink}
              </a>
            </p>
          </section>
        )}
      </div>
      {step.kind !== 'done' && (
        <p className="mt-6 text-sm text-slate-600" data-testid="replacement-expires">
          {labels.expires}
        </p>
      )}
    </>
  )
}
