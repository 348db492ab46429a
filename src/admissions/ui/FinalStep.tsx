'use client'
// The form's last step, fetched when the applicant reaches the second (ApplicationForm.tsx):
// everything entered, with a link back to each part, and the consent to the privacy notice.
import { isTicked } from '@/admissions/shared/fields'

import { ConsentControl } from './ConsentControl'
import { type ReviewProps, ReviewStep } from './ReviewStep'

type Props = ReviewProps & { consentError?: string; privacyHref: string; onConsent: (checked: boolean) => void }

export default function FinalStep({ consentError, privacyHref, onConsent, ...review }: Props) {
  return (
    <div className="space-y-5">
      <ReviewStep {...review} />
      <ConsentControl checked={isTicked(review.values.consent)} error={consentError} privacyHref={privacyHref} text={review.text} onChange={onConsent} />
    </div>
  )
}
