// One field of the contact form: its label, control, hint and error, tied together
// (aria-describedby, aria-invalid) so a screen reader hears the message with the field.
import type { ReactNode } from 'react'

const hintId = (name: string) => `contact-${name}-hint`
const errorId = (name: string) => `contact-${name}-error`

export const controlClass = (error?: string) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
    error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'
  }`

/** The attributes that tie a control to its hint and error. */
export function describedBy(name: string, error?: string, hasHint = false) {
  const ids = [hasHint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean)
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined } as const
}

type Props = { name: string; label: string; hint?: string; error?: string; required?: boolean; optional?: string; wide?: boolean; children: ReactNode }

export function ContactField({ name, label, hint, error, required, optional, wide, children }: Props) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`contact-${name}`} className="mb-1 block font-medium text-slate-900">
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
        <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(name)} className="mt-1 flex gap-1 text-sm font-medium text-red-700" data-testid={`contact-error-${name}`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  )
}
