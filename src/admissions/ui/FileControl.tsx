// A document upload: the native file input (keyboard and screen-reader friendly as it is),
// with the allowed types in `accept` and the chosen files listed under it.
import { acceptOf } from '@/admissions/shared/documents'
import type { FileField } from '@/admissions/shared/fields'
import { describedBy, FieldLabel, FieldNotes, fieldId } from './Fields'
import type { FormText } from './labels'

type Props = {
  name: FileField
  files: File[]
  error?: string
  /** Said beside the field without stopping the applicant. */
  warning?: string
  required: boolean
  text: FormText
  onFiles: (name: FileField, files: File[]) => void
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

type InputProps = { name: FileField; hint?: string; error?: string; required: boolean; multiple?: boolean; onChoose: (files: File[]) => void }

/** The input itself, shared with a document request's single upload (ReplacementUpload.tsx). */
export function FileInput({ name, hint, error, required, multiple, onChoose }: InputProps) {
  return (
    <input
      type="file"
      id={fieldId(name)}
      name={name}
      accept={acceptOf(name)}
      multiple={multiple}
      required={required}
      {...describedBy({ name, hint, error })}
      onChange={(event) => onChoose(Array.from(event.target.files ?? []))}
      className={`block w-full rounded-md border bg-white p-2 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 ${
        error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'
      }`}
    />
  )
}

/** A chosen file: ticked, with its name and size. */
export function ChosenFile({ file }: { file: File }) {
  return (
    <>
      <span aria-hidden="true">✓ </span>
      {file.name} <span className="text-slate-500">({size(file.size)})</span>
    </>
  )
}

export function FileControl({ name, files, error, warning, required, text, onFiles }: Props) {
  const hint = text.hints[name]
  return (
    <div className="sm:col-span-2" data-testid={`file-${name}`}>
      <FieldLabel htmlFor={fieldId(name)} required={required}>
        {text.fields[name]}
      </FieldLabel>
      <FileInput name={name} hint={hint} error={error} required={required} multiple={name === 'file4'} onChoose={(chosen) => onFiles(name, chosen)} />
      {files.length > 0 && (
        <ul className="mt-1 text-sm text-slate-700" aria-label={text.attached}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="break-all">
              <ChosenFile file={file} />
            </li>
          ))}
        </ul>
      )}
      <FieldNotes name={name} hint={hint} error={error} warning={warning} />
    </div>
  )
}

export { size as fileSizeLabel }
