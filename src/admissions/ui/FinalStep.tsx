'use client'
// The form's last step, fetched when the applicant reaches the second (ApplicationForm.tsx):
// everything entered, with a link back to each part, and the consent to the privacy notice.
import type { Files, SectionId, Values } from '@/admissions/shared/fields'
import { isTicked } from '@/admissions/shared/fields'
import type { Locale } from '@/i18n/locales'

import { ConsentControl } from './ConsentControl'
import type { FormText } from './labels'
import { ReviewStep } from './ReviewStep'
import type { Catalogue } from './useCatalogue'

type Props = {
  values: Values
  files: Files
  catalogue: Catalogue
  text: FormText
  locale: Locale
  consentError?: string
  privacyHref: string
  onEdit: (section: SectionId) => void
  onConsent: (checked: boolean) => void
}

export default function FinalStep({ values, files, catalogue, text, locale, consentError, privacyHref, onEdit, onConsent }: Props) {
  return (
    <div className="space-y-5">
      <ReviewStep values={values} files={files} catalogue={catalogue} text={text} locale={locale} onEdit={onEdit} />
      <ConsentControl checked={isTicked(values.consent)} error={consentError} privacyHref={privacyHref} text={text} onChange={onConsent} />
    </div>
  )
}
