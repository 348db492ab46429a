// Step 1: degree → form of study → direction (each list filtered by the choice before it), and region.
// Directions closed for applications are listed, disabled, with their dates; one chosen earlier
// (a draft, a programme page's link) is dropped by the form and said to be closed here.
import { useEffect, useState } from 'react'

import { fill } from '@/components/labels'
import type { Locale } from '@/i18n/locales'

import type { ValueField, Values } from '@/admissions/shared/fields'
import { type AdmissionPeriod, describePeriod } from '@/admissions/shared/periods'
import { describedBy, Field, fieldId, inputClass } from './Fields'
import type { FormText } from './labels'
import type { Catalogue, Option, OptionList } from './useCatalogue'

type ProgramField = keyof Catalogue
const PREVIOUS: Partial<Record<ProgramField, ProgramField>> = { study_form: 'degree', faculty: 'study_form' }

type Props = {
  values: Values
  errors: Partial<Record<string, string>>
  catalogue: Catalogue
  text: FormText
  locale: Locale
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

/** The closed option last chosen (before the form dropped it), until another is chosen or the list changes. */
function useClosedChoice(list: OptionList, value: string) {
  const [closed, setClosed] = useState<Option | null>(null)
  useEffect(() => {
    const option = list.all.find((one) => one.id === value)
    setClosed((current) => (option?.closed ? option : value || !list.all.some((one) => one.id === current?.id) ? null : current))
  }, [list.all, value])
  return closed
}

function CatalogueSelect({
  name,
  list,
  values,
  error,
  text,
  locale,
  onChange,
  onBlur,
}: { name: ProgramField; list: OptionList; error?: string } & Omit<Props, 'catalogue' | 'errors'>) {
  const previous = PREVIOUS[name]
  const waiting = previous && !values[previous]
  const period = (closed: AdmissionPeriod) => describePeriod(locale, closed, (key, dates) => fill(text.admission[key], dates))
  const closedChoice = useClosedChoice(list, values[name])
  const someClosed = list.all.length > list.options.length
  const hint = waiting
    ? fill(text.chooseFirst, { field: text.fields[previous] })
    : list.status === 'loading'
      ? text.loadingOptions
      : list.status === 'ready' && list.all.length === 0
        ? text.noOptions
        : list.status === 'ready' && someClosed
          ? text.admission.closedHint
          : undefined
  const shownError =
    closedChoice?.closed && !values[name] ? fill(text.admission.chosenClosed, { name: closedChoice.name, period: period(closedChoice.closed) }) : error
  const label = (option: Option) => (option.closed ? fill(text.admission.closedOption, { name: option.name, period: period(option.closed) }) : option.name)
  const item = (option: Option) => (
    <option key={option.id} value={option.id} disabled={Boolean(option.closed)}>
      {label(option)}
    </option>
  )
  return (
    <Field name={name} label={text.fields[name]} hint={hint} error={shownError} required wide={name === 'faculty'} keepHintLine>
      <select
        id={fieldId(name)}
        name={name}
        required
        value={values[name]}
        disabled={Boolean(waiting) || list.status !== 'ready' || list.all.length === 0}
        aria-busy={list.status === 'loading' || undefined}
        {...describedBy({ name, hint, error: shownError })}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => onBlur(name)}
        className={inputClass(shownError)}
      >
        <option value="">{text.choose}</option>
        {grouped(list.all).map((group, index) =>
          group.name ? (
            <optgroup key={`${group.name}-${index}`} label={group.name}>
              {group.options.map(item)}
            </optgroup>
          ) : (
            group.options.map(item)
          ),
        )}
      </select>
      {list.status === 'failed' && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-red-700" role="alert">
          {text.optionsFailed}
          <button type="button" onClick={list.reload} className="font-semibold text-brand-700 underline">
            {text.retryLoad}
          </button>
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
