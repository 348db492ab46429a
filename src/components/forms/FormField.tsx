// One field of a site form: its label, control, hint and error, tied together (aria-describedby,
// aria-invalid) so a screen reader hears the message with the field. Every id starts with the
// form's own prefix (contact-email, sign-up-email-hint): the answers of a post without JavaScript
// and the tests name them.
import type { ReactNode } from 'react'

/** The id of a form's field, or of one of its notes: `contact-email`, `sign-up-sent`. */
export const fieldId = (form: string, name: string) => `${form}-${name}`
const hintId = (form: string, name: string) => `${form}-${name}-hint`
const errorId = (form: string, name: string) => `${form}-${name}-error`

export const controlClass = (error?: string) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
    error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'
  }`

/** The attributes that tie a control to its hint and error. */
export function describedBy(form: string, name: string, error?: string, hasHint = false) {
  const ids = [hasHint ? hintId(form, name) : null, error ? errorId(form, name) : null].filter(Boolean)
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined } as const
}

type Props = {
  form: string
  name: string
  label: string
  hint?: string
  error?: string
  required?: boolean
  optional?: string
  wide?: boolean
  children: ReactNode
}

export function FormField({ form, name, label, hint, error, required, optional, wide, children }: Props) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={fieldId(form, name)} className="mb-1 block font-medium text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
        {optional && <span className="ml-1.5 text-sm font-normal text-slate-500">({optional})</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId(form, name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(form, name)} className="mt-1 flex gap-1 text-sm font-medium text-red-700" data-testid={`${form}-error-${name}`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  )
}
