// Back, Next (or Submit on the last step) and "clear the form" under the steps.
import type { Step } from '@/admissions/shared/fields'
import type { FormText } from './labels'

import type { ReactNode } from 'react'

type Props = { step: Step; sending: boolean; text: FormText; onBack: () => void; onStartOver: () => void }

/** A button that does something on the page (never sends the form), with its look and test id. */
export function ActionButton({ onClick, className, testId, children }: { onClick: () => void; className: string; testId: string; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={className} data-testid={testId}>
      {children}
    </button>
  )
}

export function StepButtons({ step, sending, text, onBack, onStartOver }: Props) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
      {step > 1 && (
        <ActionButton
          onClick={onBack}
          className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          testId="step-back"
        >
          {text.back}
        </ActionButton>
      )}
      <ActionButton
        onClick={onStartOver}
        className="rounded-md px-2 py-3 text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900 sm:mr-auto"
        testId="clear-draft"
      >
        {text.clearDraft}
      </ActionButton>
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:order-last"
        data-testid={step === 3 ? 'submit-application' : 'step-next'}
      >
        {step === 3 ? (sending ? text.submitting : text.submit) : text.next}
      </button>
    </div>
  )
}
