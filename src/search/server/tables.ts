import type { Locale } from '@/i18n/locales'

import { raw } from '@/database/sql'

/** SQLite keeps one FTS5 table per language (the search_index migration). */
export const ftsTable = (locale: Locale) => raw(`search_fts_${locale}`)

/**
 * PostgreSQL's search_terms has a partition per language (the search_terms_by_locale migration),
 * read by its own name: with no condition on the language, its GIN indexes are the only way in
 * (docs/decisions/072-search-terms-by-language.md). Writes go through search_terms.
 */
export const termsTable = (locale: Locale) => raw(`search_terms_${locale}`)
