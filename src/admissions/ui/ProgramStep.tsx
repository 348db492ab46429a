// Step 1: degree → form of study → direction (each list filtered by the choice before it), and region.
import { fill } from '@/components/labels'

import type { ValueField, Values } from '@/admissions/shared/fields'
import { describe, Field, fieldId, inputClass } from './Fields'
import type { FormText } from './labels'
import type { Catalogue, Option, OptionList } from './useCatalogue'

type ProgramField = keyof Catalogue
const PREVIOUS: Partial<Record<ProgramField, ProgramField>> = { study_form: 'degree', faculty: 'study_form' }

type Props = {
  values: Values
  errors: Partial<Record<string, string>>
  catalogue: Catalogue
  text: FormText
  onChange: (name: ValueField, value: string) => void
  onBlur: (name: ValueField) => void
}

/** Directions grouped under their faculty, in the order the catalogue gives. */
function grouped(options: Option[]) {
  const groups: { name: string | undefined; options: Option[] }[] = []
  for (const option of options) {
    const last = groups.at(-1)
    if (last && last.name === option.group) last.options.push(option)
    else groups.push({ name: option.group, options: [option] })
  }
  return groups
}

function CatalogueSelect({ name, list, values, error, text, onChange, onBlur }: { name: ProgramField; list: OptionList; error?: string } & Omit<Props, 'catalogue' | 'errors'>) {
  const previous = PREVIOUS[name]
  const waiting = previous && !values[previous]
  const hint = waiting
    ? fill(text.chooseFirst, { field: text.fields[previous] })
    : list.status === 'loading' ? text.loadingOptions
    : list.status === 'ready' && list.options.length === 0 ? text.noOptions
    : undefined
  return (
    <Field name={name} label={text.fields[name]} hint={hint} error={error} required wide={name === 'faculty'}>
      <select
        id={fieldId(name)}
        name={name}
        required
        value={values[name]}
        disabled={Boolean(waiting) || list.status !== 'ready' || list.options.length === 0}
        aria-busy={list.status === 'loading' || undefined}
        {...describe({ name, hint, error })}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => onBlur(name)}
        className={inputClass(error)}
      >
        <option value="">{text.choose}</option>
        {grouped(list.options).map((group, index) =>
          group.name ? (
            <optgroup key={`${group.name}-${index}`} label={group.name}>
              {group.options.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
            </optgroup>
          ) : (
            group.options.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)
          ),
        )}
      </select>
      {list.status === 'failed' && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-red-700" role="alert">
          {text.optionsFailed}
          <button type="button" onClick={list.reload} className="font-semibold text-brand-700 underline">{text.retryLoad}</button>
        </p>
      )}
    </Field>
  )
}

export function ProgramStep({ catalogue, errors, ...rest }: Props) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-6">
      <legend className="px-2 text-lg font-semibold text-slate-900">{rest.text.sections.program}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['degree', 'study_form', 'faculty', 'region'] as const).map((name) => (
          <CatalogueSelect key={name} name={name} list={catalogue[name]} error={errors[name]} {...rest} />
        ))}
      </div>
    </fieldset>
  )
}
