'use client'
import type { ChangeEvent } from 'react'

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; recovery?: boolean }

/** A code field in the admin's look: digits for a TOTP code, letters and digits for a recovery code. */
export function CodeInput({ id, label, value, onChange, recovery = false }: Props) {
  return (
    <div className="field-type text">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id={id}
          name={id}
          type="text"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9 ]*'}
          maxLength={recovery ? 16 : 7}
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the only field of the step, shown right after the password
          autoFocus
          required
        />
      </div>
    </div>
  )
}
