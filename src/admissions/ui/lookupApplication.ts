// The status check, the contract and a document request link all look an application up by
// number and date of birth.
import type { Locale } from '@/i18n/locales'

import { fetchPassingChallenge } from '@/security/ui/passChallenge'

import { readErrors, type ServerError } from './sendApplication'

/** `token`: a document request link's (/replace-document). */
export type LookupQuery = { application_number: string; birth_date: string; locale: Locale; token?: string }
export type LookupOutcome<T> =
  | { kind: 'found'; data: T }
  | { kind: 'notFound' }
  /** 409 (a contract of an application not yet approved) and 422 (a malformed field). */
  | { kind: 'refused'; status: number; errors: ServerError[] }
  | { kind: 'failed'; status: number | null; errors: ServerError[] }

export async function lookupApplication<T>(url: string, query: LookupQuery): Promise<LookupOutcome<T>> {
  let response: Response
  try {
    response = await fetchPassingChallenge(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(query),
      cache: 'no-store',
    })
  } catch {
    return { kind: 'failed', status: null, errors: [] }
  }
  if (response.ok) {
    const json = (await response.json().catch(() => null)) as { data?: T } | null
    return json?.data ? { kind: 'found', data: json.data } : { kind: 'failed', status: response.status, errors: [] }
  }
  if (response.status === 404) return { kind: 'notFound' }
  const errors = await readErrors(response)
  if (response.status === 409 || response.status === 422 || response.status === 400) return { kind: 'refused', status: response.status, errors }
  return { kind: 'failed', status: response.status, errors }
}

type FailureLabels = { rateLimited: string; network: string; server: string }

/** What a failed lookup says: the server's own words when it limits the rate, else no connection or a fault. */
export function failureMessage({ status, errors }: { status: number | null; errors: ServerError[] }, labels: FailureLabels) {
  if (status === 429) return errors[0]?.message ?? labels.rateLimited
  return status === null ? labels.network : labels.server
}

/** A refusal's messages by the field each names; those naming none are left out. */
export const messagesByField = (errors: ServerError[]) => Object.fromEntries(errors.filter((error) => error.field).map((error) => [error.field, error.message]))

/**
 * What a refused lookup shows: the messages beside the fields they name, and one message above
 * the form only when none names a field (the server's first, else the general fault).
 */
export function refusalMessages(errors: ServerError[], labels: Pick<FailureLabels, 'server'>) {
  const byField = messagesByField(errors)
  return { byField, message: Object.keys(byField).length ? null : (errors[0]?.message ?? labels.server) }
}
