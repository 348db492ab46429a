// The applicant's consent as it is stored with the application: when it was given, to which
// privacy notice (the moment the notice was last published: a changed notice is a new
// version) and in which language the applicant read it.
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { PRIVACY_PAGE_SLUG } from '@/lib/privacyNotice'

/** The published privacy notice's version; "unpublished" when the site has none, which staff then see on the application. */
export async function privacyNoticeVersion(payload: Payload): Promise<string> {
  const found = await payload.find({
    collection: 'pages',
    where: { slug: { equals: PRIVACY_PAGE_SLUG }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
    locale: 'en',
    select: { updatedAt: true },
    overrideAccess: true,
  })
  return found.docs[0]?.updatedAt ?? 'unpublished'
}

export const consentRecord = async (payload: Payload, locale: Locale, now: Date) => ({
  givenAt: now.toISOString(),
  noticeVersion: await privacyNoticeVersion(payload),
  language: locale,
})
