// Step 3: everything entered, by section, each with an Edit button back to its step.
import type { Locale } from '@/i18n/locales'
import { formatUzbek } from '@/lib/dates'

import { type FieldName, type FileField, type Files, isShown, type SectionId, sectionsFor, type Values } from '@/admissions/shared/fields'
import { fileSizeLabel } from './FileControl'
import type { FormText } from './labels'
import type { Catalogue } from './useCatalogue'

export type ReviewProps = {
  values: Values
  files: Files
  catalogue: Catalogue
  text: FormText
  locale: Locale
  onEdit: (section: SectionId) => void
}

const DATES = new Set<FieldName>(['birth_date', 'passport_issue_date', 'passport_expiry_date', 'study_from', 'study_to'])

function formatDay(value: string, locale: Locale) {
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  if (locale === 'uz') return formatUzbek(date, { timeZone: 'UTC' })
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

function shown({ values, files, catalogue, text, locale }: Omit<ReviewProps, 'onEdit'>, field: FieldName): string | null {
  if (field in files) {
    const chosen = files[field as FileField]
    return chosen.length ? chosen.map((file) => `${file.name} (${fileSizeLabel(file.size)})`).join(', ') : null
  }
  const value = values[field as keyof Values]
  if (field === 'is_transfer') return value === '1' ? text.yes : text.no
  if (!value) return null
  if (field in catalogue) return catalogue[field as keyof Catalogue].options.find((option) => option.id === value)?.name ?? value
  if (field === 'gender') return text.genders[value as 'male' | 'female'] ?? value
  if (DATES.has(field)) return formatDay(value, locale)
  return value
}

export function ReviewStep(props: ReviewProps) {
  const { values, text, onEdit } = props
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{text.reviewIntro}</p>
      {sectionsFor(values)
        .filter((section) => section.step !== 3)
        .map((section) => (
          <section
            key={section.id}
            aria-labelledby={`review-${section.id}`}
            className="rounded-xl border border-slate-200 p-4 sm:p-6"
            data-testid={`review-${section.id}`}
          >
            <div className="flex items-start justify-between gap-4">
              <h3 id={`review-${section.id}`} className="text-lg font-semibold text-slate-900">
                {text.sections[section.id]}
              </h3>
              <button
                type="button"
                onClick={() => onEdit(section.id)}
                className="shrink-0 rounded-md px-2 py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                data-testid={`edit-${section.id}`}
              >
                {text.edit}
                <span className="sr-only">: {text.sections[section.id]}</span>
              </button>
            </div>
            <dl className="mt-3 divide-y divide-slate-100">
              {section.fields
                .filter((field) => isShown(field, values))
                .map((field) => {
                  const value = shown(props, field)
                  return (
                    <div key={field} className="py-2 sm:grid sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-x-6">
                      <dt className="text-sm text-slate-600 sm:text-base">{text.fields[field]}</dt>
                      <dd className={`break-words font-medium ${value ? 'text-slate-900' : 'text-slate-500'}`} data-testid={`review-value-${field}`}>
                        {value ?? (field in props.files ? text.noFile : text.notGiven)}
                      </dd>
                    </div>
                  )
                })}
            </dl>
          </section>
        ))}
    </div>
  )
}
