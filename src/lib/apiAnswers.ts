// Answers of the admissions API: JSON, never cached, errors as {errors:[{field, message}]}
// in the applicant's language.
import type { Locale } from '@/i18n/locales'

import { typeList, type FileType } from '@/admissions/shared/documents'
import { describePeriod, periodFromParams } from '@/admissions/shared/periods'
import { translator } from '@/i18n/translator'
import type { FieldProblem } from '@/admissions/server/checkFields'

export const NO_STORE = { 'Cache-Control': 'no-store, max-age=0', 'X-Content-Type-Options': 'nosniff' }

export type ApiError = { field?: string; message: string }

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export const errors = (status: number, list: ApiError[], headers: Record<string, string> = {}) => json(status, { errors: list }, headers)

/** One message, no field: Not found, rate limited, unreadable body. */
export function failure(
  status: number,
  locale: Locale,
  key: 'notFound' | 'rateLimited' | 'crossSite' | 'malformed' | 'bodyTooLarge' | 'failed' | 'serviceUnavailable' | 'idempotencyKey',
  headers: Record<string, string> = {},
) {
  const t = translator(locale, 'applyErrors')
  return errors(status, [{ message: key === 'bodyTooLarge' ? t(key, { size: 3 }) : t(key) }], headers)
}

export const rateLimited = (locale: Locale, retryAfter: number) => failure(429, locale, 'rateLimited', { 'Retry-After': String(retryAfter) })

/** A public form posted by another site's page (src/security/crossSite.ts). */
export const crossSiteRefused = (locale: Locale) => failure(403, locale, 'crossSite')

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
