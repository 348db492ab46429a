// Application number and date of birth: the pair that finds an application (never the number alone).
import { describedBy, Field, inputClass } from './Fields'

export type LookupFieldLabels = { number: string; numberHint?: string; birthDate: string }
type Props = {
  idPrefix: string
  labels: LookupFieldLabels
  errors: Partial<Record<'application_number' | 'birth_date', string>>
  defaults?: { application_number?: string; birth_date?: string }
}

export function LookupFields({ idPrefix, labels, errors, defaults }: Props) {
  const number = `${idPrefix}-application_number`
  const birth = `${idPrefix}-birth_date`
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field name={number} id={number} label={labels.number} hint={labels.numberHint} error={errors.application_number} required>
        <input
          id={number}
          name="application_number"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          defaultValue={defaults?.application_number}
          {...describedBy({ name: number, hint: labels.numberHint, error: errors.application_number })}
          className={`${inputClass(errors.application_number)} font-mono uppercase tracking-wider`}
        />
      </Field>
      <Field name={birth} id={birth} label={labels.birthDate} error={errors.birth_date} required>
        <input
          id={birth}
          name="birth_date"
          type="date"
          required
          autoComplete="bday"
          min="1940-01-01"
          defaultValue={defaults?.birth_date}
          {...describedBy({ name: birth, error: errors.birth_date })}
          className={inputClass(errors.birth_date)}
        />
      </Field>
    </div>
  )
}

/**
 * The two values from a submitted form, with a message for each one missing; the cursor
 * goes to the first missing one.
 */
export function readLookup(form: HTMLFormElement, required: string) {
  const data = new FormData(form)
  const query = {
    application_number: String(data.get('application_number') ?? '')
      .trim()
      .toUpperCase(),
    birth_date: String(data.get('birth_date') ?? '').trim(),
  }
  const missing = (['application_number', 'birth_date'] as const).filter((name) => !query[name])
  const errors: Partial<Record<'application_number' | 'birth_date', string>> = Object.fromEntries(missing.map((name) => [name, required]))
  if (missing.length) (form.elements.namedItem(missing[0]) as HTMLInputElement | null)?.focus()
  return { query, errors }
}
