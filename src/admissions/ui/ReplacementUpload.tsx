// The second step of /replace-document: which document the admissions office asks for and why,
// and one file input under the form's rules (types in `accept`, the early check on choosing).
import { acceptOf, type DocumentKind } from '@/admissions/shared/documents'

import { describedBy, FieldNotes, fieldId, RequiredMark } from './Fields'
import { fileSizeLabel } from './FileControl'

export type OpenRequest = { document: DocumentKind; label: string; reason: string; hint: string }

type Props = {
  request: OpenRequest
  labels: { document: string; reason: string; file: string; upload: string; uploading: string }
  file: File | null
  error?: string
  warning?: string
  pending: boolean
  onFile: (file: File | null) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}

export function ReplacementUpload({ request, labels, file, error, warning, pending, onFile, onSubmit }: Props) {
  const name = request.document
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="rounded-xl border border-slate-200 p-4 sm:p-6" data-testid="replacement-upload">
      <dl className="grid gap-4">
        <div>
          <dt className="text-sm font-medium uppercase tracking-wide text-slate-500">{labels.document}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid="requested-document">
            {request.label}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium uppercase tracking-wide text-slate-500">{labels.reason}</dt>
          <dd
            className="mt-1 whitespace-pre-line break-words rounded-md border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-slate-900"
            data-testid="requested-reason"
          >
            {request.reason}
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <label htmlFor={fieldId(name)} className="mb-1 block font-medium text-slate-900">
          {labels.file}
          <RequiredMark required />
        </label>
        <input
          type="file"
          id={fieldId(name)}
          name={name}
          accept={acceptOf(name)}
          required
          {...describedBy({ name, hint: request.hint, error })}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className={`block w-full rounded-md border bg-white p-2 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 ${
            error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'
          }`}
        />
        {file && (
          <p className="mt-1 break-all text-sm text-slate-700">
            <span aria-hidden="true">✓ </span>
            {file.name} <span className="text-slate-500">({fileSizeLabel(file.size)})</span>
          </p>
        )}
        <FieldNotes name={name} hint={request.hint} error={error} />
        {warning && !error && (
          <p role="status" className="mt-1 flex gap-1 text-sm font-medium text-amber-800" data-testid={`warning-${name}`}>
            <span aria-hidden="true">!</span> {warning}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="mt-6 w-full rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
        data-testid="send-replacement"
      >
        {pending ? labels.uploading : labels.upload}
      </button>
    </form>
  )
}
