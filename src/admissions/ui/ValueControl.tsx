// One personal-data field, drawn by its kind: text, date, phone, e-mail, gender, a checkbox or a number list.
import type { ValueField, Values } from '@/admissions/shared/fields'
import { describedBy, Field, FieldNotes, fieldId, inputClass, RequiredMark } from './Fields'
import type { FormText } from './labels'

type Kind = 'text' | 'date' | 'tel' | 'email' | 'gender' | 'checkbox' | 'count'
const KIND: Partial<Record<ValueField, Kind>> = {
  birth_date: 'date',
  passport_issue_date: 'date',
  passport_expiry_date: 'date',
  study_from: 'date',
  study_to: 'date',
  phone: 'tel',
  phone_extra: 'tel',
  telegram_phone: 'tel',
  father_phone: 'tel',
  mother_phone: 'tel',
  email: 'email',
  gender: 'gender',
  is_transfer: 'checkbox',
  course: 'count',
  semester: 'count',
}
const COUNTS: Partial<Record<ValueField, number>> = { course: 6, semester: 12 }
const AUTOCOMPLETE: Partial<Record<ValueField, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  middle_name: 'additional-name',
  birth_date: 'bday',
  phone: 'tel',
  email: 'email',
  permanent_address: 'street-address',
  citizenship: 'country-name',
}
const WIDE = new Set<ValueField>(['permanent_address', 'temporary_address', 'institution_name', 'institution_address', 'passport_issued_by'])

export type ValueControlProps = {
  name: ValueField
  values: Values
  error?: string
  required: boolean
  text: FormText
  /** Today as YYYY-MM-DD and 14 years ago, once known in the browser (limits of the date pickers). */
  today: { now: string; adult: string } | null
  onChange: (name: ValueField, value: string) => void
  onBlur: (name: ValueField) => void
}

function dateLimits(name: ValueField, today: ValueControlProps['today']) {
  if (name === 'birth_date') return { min: '1940-01-01', max: today?.adult }
  if (name === 'passport_issue_date') return { max: today?.now }
  if (name === 'passport_expiry_date') return { min: today?.now }
  return {}
}

export function ValueControl({ name, values, error, required, text, today, onChange, onBlur }: ValueControlProps) {
  const kind = KIND[name] ?? 'text'
  const label = text.fields[name]
  const hint = (text.hints as Partial<Record<string, string>>)[name]
  const value = values[name]
  const aria = describedBy({ name, hint, error })
  const common = { id: fieldId(name), name, required, ...aria, onBlur: () => onBlur(name) }

  if (kind === 'gender') {
    return (
      <fieldset aria-describedby={aria['aria-describedby']}>
        <legend className="mb-1 font-medium text-slate-900">
          {label}
          <RequiredMark required={required} />
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
          {(['male', 'female'] as const).map((option, index) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={name}
                value={option}
                id={index === 0 ? fieldId(name) : `${fieldId(name)}-${option}`}
                checked={value === option}
                required={required}
                aria-invalid={aria['aria-invalid']}
                onChange={() => onChange(name, option)}
                onBlur={() => onBlur(name)}
                className="size-5 accent-brand-700"
              />
              {text.genders[option]}
            </label>
          ))}
        </div>
        <FieldNotes name={name} error={error} />
      </fieldset>
    )
  }
  if (kind === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
          <input
            type="checkbox"
            {...common}
            checked={value === '1'}
            onChange={(e) => onChange(name, e.target.checked ? '1' : '')}
            className="size-5 accent-brand-700"
          />
          {label}
        </label>
      </div>
    )
  }
  return (
    <Field name={name} label={label} hint={hint} error={error} required={required} wide={WIDE.has(name)}>
      {kind === 'count' ? (
        <select {...common} value={value} onChange={(e) => onChange(name, e.target.value)} className={inputClass(error)}>
          <option value="">{text.choose}</option>
          {Array.from({ length: COUNTS[name] ?? 0 }, (_, i) => String(i + 1)).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={kind}
          value={value}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          maxLength={kind === 'text' || kind === 'email' ? 200 : kind === 'tel' ? 20 : undefined}
          inputMode={kind === 'tel' ? 'tel' : name === 'passport_number' ? 'numeric' : undefined}
          {...(kind === 'date' ? dateLimits(name, today) : {})}
          onChange={(e) => onChange(name, name === 'passport_series' ? e.target.value.toUpperCase() : e.target.value)}
          className={`${inputClass(error)}${name === 'passport_series' ? ' uppercase' : ''}`}
        />
      )}
    </Field>
  )
}
