// The form's field pieces: each control tied to its label, hint and error (aria-describedby,
// aria-invalid), so a screen reader hears the message when the field gets focus.
import type { ReactNode } from 'react'

export const fieldId = (name: string) => `application-${name}`
const hintId = (name: string) => `${fieldId(name)}-hint`
const errorId = (name: string) => `${fieldId(name)}-error`

export const inputClass = (error?: string) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm disabled:bg-slate-100 disabled:text-slate-500 ${
    error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'
  }`

type Described = { name: string; hint?: string; error?: string }

/** The attributes that tie a control to its hint and error. */
export function describedBy({ name, hint, error }: Described) {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean)
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined } as const
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  ) : null
}

/** A control's label, marked when the control is required. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-medium text-slate-900">
      {children}
      <RequiredMark required={required} />
    </label>
  )
}

type Notes = Described & {
  keepHintLine?: boolean
  /** Said beside the control without stopping the applicant; an error takes its place. */
  warning?: string
}

/**
 * The hint and error under a control. `keepHintLine` keeps the hint's line when there is no hint,
 * for a control whose hint comes and goes as its list loads: the fields below do not move.
 */
export function FieldNotes({ name, hint, error, keepHintLine = false, warning }: Notes) {
  return (
    <>
      {hint ? (
        <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : (
        keepHintLine && (
          <p aria-hidden="true" className="mt-1 text-sm">
            {'\u00a0'}
          </p>
        )
      )}
      {error && (
        <p id={errorId(name)} className="mt-1 flex gap-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
      {warning && !error && (
        <p role="status" className="mt-1 flex gap-1 text-sm font-medium text-amber-800" data-testid={`warning-${name}`}>
          <span aria-hidden="true">!</span> {warning}
        </p>
      )}
    </>
  )
}

type FieldProps = Described & {
  label: string
  /** The control's id, when it is not the form's own (`fieldId(name)`). */
  id?: string
  required?: boolean
  wide?: boolean
  keepHintLine?: boolean
  children: ReactNode
}

/** A label above its control, with the hint and error under it. */
export function Field({ name, label, id = fieldId(name), hint, error, required, wide, keepHintLine, children }: FieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldNotes name={name} hint={hint} error={error} keepHintLine={keepHintLine} />
    </div>
  )
}
