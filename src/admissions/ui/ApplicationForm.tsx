'use client'
// The application form (/form): three steps and the "done" popup. Values live in a draft in
// localStorage (useApplicationDraft); documents only in memory, as files cannot be stored there.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import {
  emptyFiles,
  FIELD_ORDER,
  type FieldName,
  type FileField,
  type Files,
  SECTIONS,
  type SectionId,
  type Step,
  stepOf,
  type ValueField,
  type Values,
} from '@/admissions/shared/fields'
import { birthDateRange, universityDay } from '@/admissions/shared/rules'
import { fill } from '@/components/labels'
import { lazyPanel, useLazyPanel } from '@/components/useLazyPanel'
import type { Locale } from '@/i18n/locales'

import { type FieldError, type FieldErrors, validateField, validateFields } from './earlyChecks'
import { fieldId } from './Fields'
import type { ApplicationFormLabels } from './labels'
import type { PhotoFindings } from './inspectPhoto'
import { ProgramStep } from './ProgramStep'
import { ActionButton, StepButtons } from './StepButtons'
import { StepIndicator } from './StepIndicator'
import type { FieldMessages, Notice } from './submitOutcome'
import { DRAFT_DAYS, useApplicationDraft } from './useApplicationDraft'
import { useCatalogue } from './useCatalogue'
import { useFocusRequest } from './useFocusRequest'

// Code the first step does not need is not part of the page's first load: the second step is
// fetched once the page is idle and drawn from the first time it is reached (then kept, hidden,
// so its file inputs keep their files), the last step as the applicant reaches the second, the
// photo check when a photo is chosen, the sending and the answer's views when the application
// is sent.
const loadPersonalStep = () => import('./PersonalStep').then((module) => ({ default: module.PersonalStep }))
const PersonalStep = lazy(loadPersonalStep)
const loadFinalStep = () => import('./FinalStep')
const FinalStep = lazy(loadFinalStep)
const loadAnswerViews = () => import('./AnswerViews')
const ApplicationDone = lazy(() => loadAnswerViews().then((views) => ({ default: views.ApplicationDone })))
const acceptedDialog = lazyPanel(async () => ({ default: (await loadAnswerViews()).AcceptedDialog }))

type Props = { locale: Locale; statusHref: string; privacyHref: string; labels: ApplicationFormLabels }

// A change to one of these clears the choices that depend on it.
const DEPENDENTS: Partial<Record<ValueField, ValueField[]>> = { degree: ['study_form', 'faculty'], study_form: ['faculty'] }
const STEP_KEYS = ['program', 'personal', 'review'] as const

export function ApplicationForm({ locale, statusHref, privacyHref, labels }: Props) {
  const { text } = labels
  const { draft, restored, setValues, setStep, renewKey, clear, forget } = useApplicationDraft()
  const { values, step } = draft
  const [files, setFiles] = useState<Files>(emptyFiles)
  const [errors, setErrors] = useState<FieldMessages>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [sending, setSending] = useState(false)
  const [accepted, setAccepted] = useState<{ number: string; telegramUrl?: string } | null>(null)
  const acceptedPopup = useLazyPanel(acceptedDialog)
  const [today, setToday] = useState<{ now: string; adult: string } | null>(null)
  const [generation, setGeneration] = useState(0)
  const [forgotten, setForgotten] = useState(false)
  const [photoCheck, setPhotoCheck] = useState<{ file: File; findings: PhotoFindings } | null>(null)
  const inFlight = useRef(false)
  const catalogue = useCatalogue(locale, values)
  const focus = useFocusRequest()

  // The second step's code once the page is idle; the last step's while the applicant fills in the second.
  const [reachedPersonal, setReachedPersonal] = useState(false)
  useEffect(() => {
    if (step >= 2) {
      setReachedPersonal(true)
      void loadFinalStep()
    }
  }, [step])
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    idle(() => void loadPersonalStep())
  }, [])

  useEffect(() => {
    const now = universityDay()
    setToday({ now, adult: birthDateRange(now).max })
  }, [])

  // A choice the catalogue no longer offers (changed since the draft was saved) is dropped.
  useEffect(() => {
    for (const name of ['degree', 'study_form', 'faculty', 'region'] as const) {
      const list = catalogue[name]
      if (list.status === 'ready' && values[name] && !list.options.some((option) => option.id === values[name])) {
        setValues({ [name]: '', ...Object.fromEntries((DEPENDENTS[name] ?? []).map((d) => [d, ''])) })
      }
    }
  }, [catalogue, values, setValues])

  const messages = (found: FieldErrors): FieldMessages =>
    Object.fromEntries(Object.entries(found).map(([field, error]) => [field, fill(labels.errors[error.key] ?? labels.errors.required, error.params ?? {})]))

  /** Shows errors beside their fields, opens the step of the first and puts the cursor there. */
  const showErrors = (found: FieldMessages, message: string) => {
    setErrors(found)
    setNotice({ message, retry: false })
    const first = FIELD_ORDER.find((field) => found[field])
    if (!first) return
    setStep(stepOf(first))
    focus.request(fieldId(first))
  }

  /** The photo's shape, once the browser has looked at the file now chosen. */
  const photoProblem = (chosen: Files): FieldError | null =>
    photoCheck && chosen.photo[0] === photoCheck.file && !photoCheck.findings.shape ? { key: 'photoShape' } : null
  const check = (name: FieldName, nextValues: Values, nextFiles: Files) =>
    validateField(name, nextValues, nextFiles) ?? (name === 'photo' ? photoProblem(nextFiles) : null)
  const checkAll = (fields: readonly FieldName[] = FIELD_ORDER): FieldErrors => {
    const found = validateFields(values, files, fields)
    const photo = fields.includes('photo') && !found.photo ? photoProblem(files) : null
    return photo ? { ...found, photo } : found
  }
  const photoWarning =
    photoCheck && files.photo[0] === photoCheck.file && photoCheck.findings.shape && !photoCheck.findings.whiteBackground ? text.photoBackground : undefined

  const recheck = (name: FieldName, nextValues = values, nextFiles = files, force = false) => {
    if (!force && !errors[name]) return
    const error = check(name, nextValues, nextFiles)
    setErrors((current) => ({ ...current, [name]: error ? messages({ [name]: error })[name] : undefined }))
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
    const photo = name === 'photo' ? chosen[0] : undefined
    if (photo && !validateField('photo', values, nextFiles)) {
      void import('./inspectPhoto')
        .then(({ inspectPhoto }) => inspectPhoto(photo))
        .then((findings) => {
          if (!findings) return
          setPhotoCheck({ file: photo, findings })
          if (!findings.shape) setErrors((current) => ({ ...current, photo: labels.errors.photoShape }))
        })
    }
  }

  const goTo = (next: Step, target?: string) => {
    setNotice(null)
    setStep(next)
    focus.request(target ?? `application-step-${next}`)
  }
  const onEdit = (section: SectionId) => {
    const target = SECTIONS.find((s) => s.id === section)!
    goTo(target.step, fieldId(target.fields[0]))
  }

  const submit = async () => {
    if (inFlight.current) return
    const found = messages(checkAll())
    if (Object.keys(found).length > 0) return showErrors(found, text.errors.checkFields)
    inFlight.current = true
    acceptedPopup.prefetch()
    setSending(true)
    setNotice(null)
    const code = await Promise.all([import('./sendApplication'), import('./submitOutcome')]).catch(() => null)
    if (!code) {
      // The sending code could not be fetched (the connection dropped): nothing was sent.
      inFlight.current = false
      setSending(false)
      return setNotice({ message: labels.errors.network, retry: true })
    }
    const [{ applicationBody, sendApplication }, { describeOutcome }] = code
    const outcome = await sendApplication(applicationBody(values, files, locale), draft.idempotencyKey)
    inFlight.current = false
    setSending(false)
    if (outcome.kind === 'accepted') {
      reset()
      setAccepted({ number: outcome.number, telegramUrl: outcome.telegramUrl })
      acceptedPopup.show()
      return
    }
    const { fields, notice: shown, newKey } = describeOutcome(outcome, labels)
    if (newKey) renewKey()
    if (Object.keys(fields).length > 0) showErrors(fields, shown.message)
    else setNotice(shown)
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (step === 3) return void submit()
    const found = messages(checkAll(FIELD_ORDER.filter((field) => stepOf(field) === step)))
    if (Object.keys(found).length > 0) showErrors(found, fill(text.fixErrors, { count: Object.keys(found).length }))
    else goTo((step + 1) as Step)
  }

  /** An empty form again, file inputs included (they are drawn anew). */
  const reset = () => {
    clear()
    setFiles(emptyFiles())
    setErrors({})
    setNotice(null)
    setGeneration((n) => n + 1)
  }
  /** Nothing of the draft stays on the device; the form starts empty. */
  const forgetDraft = () => {
    reset()
    forget()
    setForgotten(true)
    focus.request('application-step-1')
  }
  const startOver = () => {
    if (!window.confirm(text.clearConfirm)) return
    reset()
    focus.request('application-step-1')
  }

  if (accepted) {
    const telegram = accepted.telegramUrl && labels.telegram ? { href: accepted.telegramUrl, ...labels.telegram } : undefined
    return (
      <Suspense fallback={null}>
        <StepIndicator current={4} text={text} />
        <ApplicationDone
          number={accepted.number}
          statusHref={statusHref}
          telegram={telegram}
          text={text}
          onNewApplication={() => {
            setAccepted(null)
            goTo(1)
          }}
        />
        {acceptedPopup.render({
          number: accepted.number,
          statusHref,
          telegram,
          text,
          onClose: () => {
            acceptedPopup.hide()
            focus.request('application-done')
          },
        })}
      </Suspense>
    )
  }

  return (
    <>
      <StepIndicator current={step} text={text} />
      {restored && (
        <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="draft-restored">
          <p className="min-w-60 flex-1">
            {text.draftRestored} {fill(text.draftKept, { days: DRAFT_DAYS })}
          </p>
          <ActionButton
            onClick={forgetDraft}
            className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-800 hover:bg-white"
            testId="forget-draft"
          >
            {text.forgetDraft}
          </ActionButton>
        </div>
      )}
      {forgotten && (
        <p role="status" className="mb-6 rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800" data-testid="draft-forgotten">
          {text.draftForgotten}
        </p>
      )}
      <div role="alert" className="mb-6 empty:hidden" data-testid="form-notice">
        {notice && (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <span className="flex-1">{notice.message}</span>
            {notice.retry && (
              <button type="button" onClick={() => void submit()} className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
                {text.retry}
              </button>
            )}
          </div>
        )}
      </div>
      {/* No address of its own: "next" pressed before the scripts run is kept and done once they have (src/lib/earlyActions.ts), not sent to the page's own address. */}
      <form key={generation} noValidate onSubmit={onSubmit} aria-busy={sending} data-early data-testid="application-form" data-step={step}>
        {([1, 2, 3] as const).map((n) => (
          <section key={n} hidden={step !== n} aria-labelledby={`application-step-${n}`} data-testid={`step-${n}`}>
            <p className="text-sm text-slate-600">{fill(text.stepOf, { current: n, total: 3 })}</p>
            <h2 id={`application-step-${n}`} tabIndex={-1} className="mb-5 text-2xl font-bold text-slate-900 focus:outline-none">
              {text.steps[STEP_KEYS[n - 1]]}
            </h2>
            {n === 1 && <ProgramStep values={values} errors={errors} catalogue={catalogue} text={text} locale={locale} onChange={onChange} onBlur={onBlur} />}
            {n === 2 && (step === 2 || reachedPersonal) && (
              <Suspense fallback={null}>
                <PersonalStep
                  values={values}
                  files={files}
                  errors={errors}
                  text={text}
                  today={today}
                  onChange={onChange}
                  onBlur={onBlur}
                  onFiles={onFiles}
                  photoWarning={photoWarning}
                />
              </Suspense>
            )}
            {n === 3 && step === 3 && (
              <Suspense fallback={null}>
                <FinalStep
                  values={values}
                  files={files}
                  catalogue={catalogue}
                  text={text}
                  locale={locale}
                  consentError={errors.consent}
                  privacyHref={privacyHref}
                  onEdit={onEdit}
                  onConsent={(checked) => onChange('consent', checked ? '1' : '')}
                />
              </Suspense>
            )}
          </section>
        ))}
        <StepButtons step={step} sending={sending} text={text} onBack={() => goTo((step - 1) as Step)} onStartOver={startOver} />
      </form>
    </>
  )
}
