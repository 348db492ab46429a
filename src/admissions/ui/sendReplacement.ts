// Sends the new file for a requested document (POST /api/replace-document/upload) and sorts the
// answer into what the page does next.
import type { DocumentKind } from '@/admissions/shared/documents'
import type { Locale } from '@/i18n/locales'
import { fetchPassingChallenge } from '@/security/ui/passChallenge'

import { readErrors, type ServerError } from './sendApplication'

export type ReplacementOutcome =
  | { kind: 'replaced' }
  /** 404: the link, number or date no longer find an open request; 409: another upload through the link was taken a moment ago. */
  | { kind: 'notFound'; errors: ServerError[] }
  /** 413/422: this file is refused; another may go. */
  | { kind: 'refused'; errors: ServerError[] }
  | { kind: 'failed'; status: number | null; errors: ServerError[] }

type Sent = { token: string; application_number: string; birth_date: string; locale: Locale; document: DocumentKind; file: File }

export async function sendReplacement({ document, file, ...fields }: Sent): Promise<ReplacementOutcome> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.append(document, file, file.name)
  let response: Response
  try {
    response = await fetchPassingChallenge('/api/replace-document/upload', { method: 'POST', body, cache: 'no-store' })
  } catch {
    return { kind: 'failed', status: null, errors: [] }
  }
  if (response.ok) return { kind: 'replaced' }
  const errors = await readErrors(response)
  if (response.status === 404 || response.status === 409) return { kind: 'notFound', errors }
  if (response.status === 413 || response.status === 422) return { kind: 'refused', errors }
  return { kind: 'failed', status: response.status, errors }
}
