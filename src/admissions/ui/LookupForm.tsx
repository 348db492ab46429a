// The short form that finds an application by its number and the applicant's date of birth, with
// its send button: the status check, and the first step of replacing a document.
import type { FormEvent, Ref } from 'react'

import { type LookupFieldLabels, LookupFields } from './LookupFields'
import { SendButton } from './SendButton'

type Props = {
  idPrefix: string
  testId: string
  labels: LookupFieldLabels & { checking: string }
  errors: Partial<Record<'application_number' | 'birth_date', string>>
  pending: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  send: string
  /** `post` where the form also works without scripts: the number and birth date never go into the address. */
  method?: 'post'
  formRef?: Ref<HTMLFormElement>
}

export function LookupForm({ idPrefix, testId, labels, errors, pending, onSubmit, send, method, formRef }: Props) {
  return (
    <form
      ref={formRef}
      method={method}
      noValidate
      onSubmit={onSubmit}
      data-early
      aria-busy={pending}
      className="rounded-xl border border-slate-200 p-4 sm:p-6"
      data-testid={testId}
    >
      <LookupFields idPrefix={idPrefix} labels={labels} errors={errors} />
      <SendButton pending={pending} pendingLabel={labels.checking}>
        {send}
      </SendButton>
    </form>
  )
}
