// Sends an application to POST /api/apply and sorts the answer into what the form does next.
import type { Locale } from '@/i18n/locales'

import { fetchPassingChallenge } from '@/security/ui/passChallenge'
import { FILE_FIELDS, isShown, VALUE_FIELDS, type Files, type Values } from '@/admissions/shared/fields'

export type ServerError = { field?: string; message: string }
export type SubmitOutcome =
  /** Stored; `telegramUrl` connects the applicant's Telegram when the bot is set up. */
  | { kind: 'accepted'; number: string; telegramUrl?: string }
  /** The server answered and stored nothing: correct and send again (with a new key). */
  | { kind: 'rejected'; status: number; errors: ServerError[] }
  /** Maybe temporary (rate limit, a challenge not solved, server error, no connection): send the same again. */
  | { kind: 'failed'; status: number | null; errors: ServerError[] }

/** The multipart body: filled-in fields only, transfer details only for transfer applicants. */
export function applicationBody(values: Values, files: Files, locale: Locale): FormData {
  const body = new FormData()
  body.set('locale', locale)
  for (const field of VALUE_FIELDS) {
    const value = values[field].trim()
    if (value && isShown(field, values)) body.set(field, field === 'passport_series' ? value.toUpperCase() : value)
  }
  for (const field of FILE_FIELDS) {
    if (!isShown(field, values)) continue
    for (const file of files[field]) body.append(field, file, file.name)
  }
  return body
}

export async function readErrors(response: Response): Promise<ServerError[]> {
  try {
    const json = (await response.json()) as { errors?: unknown }
    return Array.isArray(json.errors) ? json.errors.filter((e): e is ServerError => typeof e?.message === 'string') : []
  } catch {
    return []
  }
}

export async function sendApplication(body: FormData, idempotencyKey: string): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetchPassingChallenge('/api/apply', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } })
  } catch {
    return { kind: 'failed', status: null, errors: [] }
  }
  if (response.ok) {
    const json = (await response.json().catch(() => null)) as { data?: { application_number?: string; telegram_url?: string } } | null
    const number = json?.data?.application_number
    const telegramUrl = json?.data?.telegram_url
    return number ? { kind: 'accepted', number, ...(telegramUrl ? { telegramUrl } : {}) } : { kind: 'failed', status: response.status, errors: [] }
  }
  const errors = await readErrors(response)
  const temporary = response.status === 429 || response.status === 428 || response.status === 408 || response.status >= 500
  return temporary ? { kind: 'failed', status: response.status, errors } : { kind: 'rejected', status: response.status, errors }
}
