// The applicant's consent to the processing of personal data, on the verification step: a box
// to tick (required) with a link to the privacy notice, which opens in a new tab so nothing
// typed is left behind.
import { describedBy, FieldNotes, fieldId, RequiredMark } from './Fields'
import type { FormText } from './labels'

type Props = { checked: boolean; error?: string; privacyHref: string; text: FormText; onChange: (checked: boolean) => void }

export function ConsentControl({ checked, error, privacyHref, text, onChange }: Props) {
  const [before, after = ''] = text.consentText.split('{link}')
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-6" data-testid="section-consent">
      <legend className="px-2 text-lg font-semibold text-slate-900">{text.sections.consent}</legend>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={fieldId('consent')}
          name="consent"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy({ name: 'consent', error })}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={fieldId('consent')} className="text-slate-900">
          {before}
          <a href={privacyHref} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {text.consentLink}
          </a>
          {after}
          <RequiredMark required />
        </label>
      </div>
      <FieldNotes name="consent" error={error} />
    </fieldset>
  )
}
