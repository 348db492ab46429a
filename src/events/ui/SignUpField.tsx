// One field of the sign-up form: label, control, hint and error tied together (aria-describedby,
// aria-invalid) so a screen reader hears the message with the field.
import type { ReactNode } from 'react'

export const fieldId = (name: string) => `sign-up-${name}`
const hintId = (name: string) => `sign-up-${name}-hint`
const errorId = (name: string) => `sign-up-${name}-error`

export const controlClass = (error?: string) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
    error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'
  }`

export function describedBy(name: string, error?: string, hasHint = false) {
  const ids = [hasHint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean)
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined } as const
}

type Props = { name: string; label: string; hint?: string; error?: string; required?: boolean; optional?: string; children: ReactNode }

export function SignUpField({ name, label, hint, error, required, optional, children }: Props) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="mb-1 block font-medium text-slate-900">
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
        <p id={errorId(name)} className="mt-1 flex gap-1 text-sm font-medium text-red-700" data-testid={`sign-up-error-${name}`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  )
}
