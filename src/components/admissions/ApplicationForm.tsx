'use client'
// The application form (/form): three steps and the "done" popup. Values live in a draft in
// localStorage (useApplicationDraft); documents only in memory, as files cannot be stored there.
import { useEffect, useRef, useState } from 'react'

import { fill } from '@/components/labels'
import type { Locale } from '@/i18n/locales'

import { AcceptedDialog } from './AcceptedDialog'
import { emptyFiles, FIELD_ORDER, type FieldName, type FileField, type Files, isFieldName, SECTIONS, type SectionId, type Step, stepOf, type ValueField } from './applicationFields'
import { fieldId } from './Fields'
import type { ApplicationFormLabels } from './labels'
import { PersonalStep } from './PersonalStep'
import { ProgramStep } from './ProgramStep'
import { ReviewStep } from './ReviewStep'
import { StepIndicator } from './StepIndicator'
import { applicationBody, submitApplication } from './submitApplication'
import { useApplicationDraft } from './useApplicationDraft'
import { useCatalogue } from './useCatalogue'
import { useFocusRequest } from './useFocusRequest'
import { type FieldError, isoDay, validateField, validateFields } from './validateApplication'

type Props = { locale: Locale; statusHref: string; labels: ApplicationFormLabels }
type Errors = Partial<Record<FieldName, string>>
type Notice = { message: string; retry: boolean } | null

// A change to one of these clears the choices that depend on it.
const DEPENDENTS: Partial<Record<ValueField, ValueField[]>> = { degree: ['study_form', 'faculty'], study_form: ['faculty'] }

export function ApplicationForm({ locale, statusHref, labels }: Props) {
  const { text } = labels
  const { draft, restored, setValues, setStep, renewKey, clear } = useApplicationDraft()
  const { values, step } = draft
  const [files, setFiles] = useState<Files>(emptyFiles)
  const [errors, setErrors] = useState<Errors>({})
  const [notice, setNotice] = useState<Notice>(null)
  const [sending, setSending] = useState(false)
  const [accepted, setAccepted] = useState<{ number: string; dialog: boolean } | null>(null)
  const [today, setToday] = useState<{ now: string; adult: string } | null>(null)
  const [generation, setGeneration] = useState(0)
  const inFlight = useRef(false)
  const catalogue = useCatalogue(locale, values)
  const focus = useFocusRequest()

  useEffect(() => setToday({ now: isoDay(new Date()), adult: isoDay(new Date(), 14) }), [])

  // A choice the catalogue no longer offers (changed since the draft was saved) is dropped.
  useEffect(() => {
    for (const name of ['degree', 'study_form', 'faculty', 'region'] as const) {
      const list = catalogue[name]
      if (list.status === 'ready' && values[name] && !list.options.some((option) => option.id === values[name])) {
        setValues({ [name]: '', ...Object.fromEntries((DEPENDENTS[name] ?? []).map((d) => [d, ''])) })
      }
    }
  }, [catalogue, values, setValues])

  const message = (error: FieldError) => fill(labels.errors[error.key] ?? labels.errors.required, error.values ?? {})

  /** Shows errors beside their fields, opens the step of the first and puts the cursor there. */
  const showErrors = (found: Errors) => {
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (!first) return
    setStep(stepOf(first))
    focus.request(fieldId(first))
  }

  const recheck = (name: FieldName, nextValues = values, nextFiles = files, force = false) => {
    if (!force && !errors[name]) return
    const error = validateField(name, nextValues, nextFiles)
    setErrors((current) => ({ ...current, [name]: error ? message(error) : undefined }))
  }

  const onChange = (name: ValueField, value: string) => {
    const change: Partial<Record<ValueField, string>> = { [name]: value }
    for (const dependent of DEPENDENTS[name] ?? []) change[dependent] = ''
    setValues(change)
    recheck(name, { ...values, ...change })
  }
  const onBlur = (name: ValueField) => recheck(name, values, files, Boolean(values[name]))
  const onFiles = (name: FileField, chosen: File[]) => {
    const nextFiles = { ...files, [name]: chosen }
    setFiles(nextFiles)
    recheck(name, values, nextFiles, true)
  }

  const goTo = (next: Step, target?: string) => {
    setNotice(null)
    setStep(next)
    focus.request(target ?? `application-step-${next}`)
  }

  const checkStep = (current: 1 | 2) => {
    const fields = FIELD_ORDER.filter((field) => stepOf(field) === current)
    const found = validateFields(values, files, fields)
    const resolved = Object.fromEntries(Object.entries(found).map(([field, error]) => [field, message(error)])) as Errors
    if (Object.keys(resolved).length === 0) return true
    showErrors(resolved)
    setNotice({ message: fill(text.fixErrors, { count: Object.keys(resolved).length }), retry: false })
    return false
  }

  const submit = async () => {
    if (inFlight.current) return
    const found = validateFields(values, files)
    if (Object.keys(found).length > 0) {
      showErrors(Object.fromEntries(Object.entries(found).map(([field, error]) => [field, message(error)])) as Errors)
      setNotice({ message: text.errors.checkFields, retry: false })
      return
    }
    inFlight.current = true
    setSending(true)
    setNotice(null)
    const outcome = await submitApplication(applicationBody(values, files, locale), draft.idempotencyKey)
    inFlight.current = false
    setSending(false)
    if (outcome.kind === 'accepted') {
      clear()
      setFiles(emptyFiles())
      setErrors({})
      setAccepted({ number: outcome.number, dialog: true })
      return
    }
    const general = outcome.errors.find((error) => !error.field || !isFieldName(error.field.replace(/\[.*$/, '')))?.message
    if (outcome.kind === 'rejected') {
      // Nothing was stored: the corrected application goes with a new key.
      renewKey()
      const byField: Errors = {}
      for (const error of outcome.errors) {
        const field = error.field?.replace(/\[.*$/, '')
        if (field && isFieldName(field) && !byField[field]) byField[field] = error.message
      }
      if (Object.keys(byField).length > 0) {
        showErrors(byField)
        setNotice({ message: general ?? text.errors.checkFields, retry: false })
      } else {
        setNotice({ message: general ?? (outcome.status === 413 ? fill(labels.errors.bodyTooLarge, { size: 3 }) : labels.errors.malformed), retry: false })
      }
      return
    }
    const fallback = outcome.status === 429 ? labels.errors.rateLimited : outcome.status === null ? text.errors.network : text.errors.server
    setNotice({ message: outcome.status === null ? fallback : (general ?? fallback), retry: true })
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (step === 3) void submit()
    else if (checkStep(step)) goTo((step + 1) as Step)
  }

  const startOver = () => {
    if (!window.confirm(text.clearConfirm)) return
    clear()
    setFiles(emptyFiles())
    setErrors({})
    setNotice(null)
    setGeneration((n) => n + 1)
    focus.request('application-step-1')
  }

  const onEdit = (section: SectionId) => {
    const target = SECTIONS.find((s) => s.id === section)!
    goTo(target.step, fieldId(target.fields[0]))
  }

  if (accepted) {
    return (
      <>
        <StepIndicator current={4} text={text} />
        <section className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-center" aria-labelledby="application-done" data-testid="application-done">
          <h2 id="application-done" tabIndex={-1} className="text-2xl font-bold text-slate-900">{text.done.title}</h2>
          <p className="mt-2 text-slate-700">{text.done.text} <strong className="font-mono text-xl text-brand-900">{accepted.number}</strong></p>
          <p className="mt-2 text-sm text-slate-600">{text.done.keep}</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={statusHref} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">{text.done.checkStatus}</a>
            <button type="button" onClick={() => { setAccepted(null); setGeneration((n) => n + 1); goTo(1) }} className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">
              {text.done.newApplication}
            </button>
          </div>
        </section>
        {accepted.dialog && (
          <AcceptedDialog number={accepted.number} statusHref={statusHref} text={text} onClose={() => { setAccepted({ ...accepted, dialog: false }); focus.request('application-done') }} />
        )}
      </>
    )
  }

  return (
    <>
      <StepIndicator current={step} text={text} />
      {restored && <p className="mb-6 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="draft-restored">{text.draftRestored}</p>}
      <div role="alert" className="empty:hidden mb-6" data-testid="form-notice">
        {notice && (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <span className="flex-1">{notice.message}</span>
            {notice.retry && (
              <button type="button" onClick={() => void submit()} className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">{text.retry}</button>
            )}
          </div>
        )}
      </div>
      <form key={generation} noValidate onSubmit={onSubmit} aria-busy={sending} data-testid="application-form" data-step={step}>
        {([1, 2, 3] as const).map((n) => (
          <section key={n} hidden={step !== n} aria-labelledby={`application-step-${n}`} data-testid={`step-${n}`}>
            <p className="text-sm text-slate-600">{fill(text.stepOf, { current: n, total: 3 })}</p>
            <h2 id={`application-step-${n}`} tabIndex={-1} className="mb-5 text-2xl font-bold text-slate-900 focus:outline-none">
              {text.steps[(['program', 'personal', 'review'] as const)[n - 1]]}
            </h2>
            {n === 1 && <ProgramStep values={values} errors={errors} catalogue={catalogue} text={text} onChange={onChange} onBlur={onBlur} />}
            {n === 2 && <PersonalStep values={values} files={files} errors={errors} text={text} today={today} onChange={onChange} onBlur={onBlur} onFiles={onFiles} />}
            {n === 3 && <ReviewStep values={values} files={files} catalogue={catalogue} text={text} locale={locale} onEdit={onEdit} />}
          </section>
        ))}
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
          {step > 1 && (
            <button type="button" onClick={() => goTo((step - 1) as Step)} className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50" data-testid="step-back">
              {text.back}
            </button>
          )}
          <button type="button" onClick={startOver} className="rounded-md px-2 py-3 text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900 sm:mr-auto" data-testid="clear-draft">
            {text.clearDraft}
          </button>
          <button
            type="submit"
            disabled={sending}
            aria-disabled={sending}
            className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:order-last"
            data-testid={step === 3 ? 'submit-application' : 'step-next'}
          >
            {step === 3 ? (sending ? text.submitting : text.submit) : text.next}
          </button>
        </div>
      </form>
    </>
  )
}
