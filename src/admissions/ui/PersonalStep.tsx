// Step 2: personal data by section, then the documents (with the note that files are not kept).
import { type FileField, type Files, isRequired, isShown, sectionsFor, type ValueField, type Values } from '@/admissions/shared/fields'
import { fill } from '@/components/labels'

import { FileControl } from './FileControl'
import type { FormText } from './labels'
import { DRAFT_DAYS } from './useApplicationDraft'
import { ValueControl, type ValueControlProps } from './ValueControl'

type Props = {
  values: Values
  files: Files
  errors: Partial<Record<string, string>>
  text: FormText
  today: ValueControlProps['today']
  onChange: (name: ValueField, value: string) => void
  onBlur: (name: ValueField) => void
  onFiles: (name: FileField, files: File[]) => void
  /** The photo's background does not look white: said beside it, without stopping the applicant. */
  photoWarning?: string
}

export function PersonalStep({ values, files, errors, text, today, onChange, onBlur, onFiles, photoWarning }: Props) {
  return (
    <div className="space-y-6">
      {sectionsFor(values, 2).map((section) => (
        <fieldset key={section.id} className="rounded-xl border border-slate-200 p-4 sm:p-6" data-testid={`section-${section.id}`}>
          <legend className="px-2 text-lg font-semibold text-slate-900">{text.sections[section.id]}</legend>
          {section.id === 'documents' && (
            <p className="mb-5 rounded-md border-l-4 border-accent-400 bg-amber-50 px-4 py-3 text-sm text-slate-800" data-testid="files-not-kept">
              {fill(text.filesNotKept, { days: DRAFT_DAYS })}
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            {section.fields
              .filter((field) => isShown(field, values))
              .map((field) =>
                field in files ? (
                  <FileControl
                    key={field}
                    name={field as FileField}
                    files={files[field as FileField]}
                    error={errors[field]}
                    warning={field === 'photo' ? photoWarning : undefined}
                    required={isRequired(field, values)}
                    text={text}
                    onFiles={onFiles}
                  />
                ) : (
                  <ValueControl
                    key={field}
                    name={field as ValueField}
                    values={values}
                    error={errors[field]}
                    required={isRequired(field, values)}
                    text={text}
                    today={today}
                    onChange={onChange}
                    onBlur={onBlur}
                  />
                ),
              )}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
