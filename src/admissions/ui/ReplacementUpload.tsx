// The second step of /replace-document: which document the admissions office asks for and why,
// and one file input under the form's rules (types in `accept`, the early check on choosing).
import type { DocumentKind } from '@/admissions/shared/documents'

import { FieldLabel, FieldNotes, fieldId } from './Fields'
import { ChosenFile, FileInput } from './FileControl'
import { SendButton } from './SendButton'

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
        <FieldLabel htmlFor={fieldId(name)} required>
          {labels.file}
        </FieldLabel>
        <FileInput name={name} hint={request.hint} error={error} required onChoose={(chosen) => onFile(chosen[0] ?? null)} />
        {file && (
          <p className="mt-1 break-all text-sm text-slate-700">
            <ChosenFile file={file} />
          </p>
        )}
        <FieldNotes name={name} hint={request.hint} error={error} warning={warning} />
      </div>
      <SendButton pending={pending} pendingLabel={labels.uploading} testId="send-replacement">
        {labels.upload}
      </SendButton>
    </form>
  )
}
