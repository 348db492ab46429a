// What only the admissions calls answer: each field's problem in the applicant's language, and a
// body too large or unreadable for its documents.
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { type ApiError, failure } from '@/lib/apiAnswers'

import { MAX_FILE_MB, typeList, type FileType } from '../shared/documents'
import { describePeriod, periodFromParams } from '../shared/periods'
import type { FieldProblem } from './checkFields'
import type { UnreadableBody } from './multipart'

export function describeProblems(problems: FieldProblem[], locale: Locale): ApiError[] {
  const t = translator(locale, 'applyErrors')
  return problems.map(({ field, key, params }) => {
    const values = { ...params }
    if (key === 'fileType' && typeof params?.types === 'string') values.types = typeList(params.types.split(',') as FileType[], t('or'))
    if (key === 'closed')
      values.period = describePeriod(locale, periodFromParams(params), (words, dates) => translator(locale, 'form')(`admission.${words}`, dates))
    return { field, message: t(key, values) }
  })
}

/** A body that could not be read (413 over the documents' size, 400 malformed). */
export const unreadableBody = (error: UnreadableBody, locale: Locale) => failure(error.status, locale, error.reason, {}, { size: MAX_FILE_MB })
