// The button of the applicant's short forms (the status check, a document request): full width on
// phones, and disabled, saying so, while the answer is awaited.
import type { ReactNode } from 'react'

type Props = { pending: boolean; pendingLabel: string; testId?: string; children: ReactNode }

export function SendButton({ pending, pendingLabel, testId, children }: Props) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="mt-6 w-full rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
      data-testid={testId}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
