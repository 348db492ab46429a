// The admin interface in Uzbek (Latin script), a language Payload does not ship: every key of
// Payload's English, by namespace. src/i18n/admin/languages.test.ts keeps it complete.
import type { Language } from '@payloadcms/translations'

import { authentication } from './authentication'
import { dashboard } from './dashboard'
import { error } from './error'
import { fields } from './fields'
import { folder } from './folder'
import { general } from './general'
import { localization } from './localization'
import { operators } from './operators'
import { upload } from './upload'
import { validation } from './validation'
import { version } from './version'

export const uz: Language = {
  // Payload loads date-fns locales by a fixed list that has no Uzbek (date-fns itself does):
  // Azerbaijani is the nearest on it, Latin-script and Turkic, with nearly the same month
  // names (docs/decisions/016-admin-in-uzbek.md).
  dateFNSKey: 'az',
  translations: { authentication, dashboard, error, fields, folder, general, localization, operators, upload, validation, version },
}
