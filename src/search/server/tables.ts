import type { Locale } from '@/i18n/locales'

import { raw } from '@/database/sql'

/** SQLite keeps one FTS5 table per language (the search_index migration). */
export const ftsTable = (locale: Locale) => raw(`search_fts_${locale}`)
