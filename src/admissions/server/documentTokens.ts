// The link in a document request e-mail: it names the application, the document and the request
// (its time, so a later request for the same document makes earlier links useless), and expires
// DOCUMENT_REQUEST_DAYS after the request. Signed with PAYLOAD_SECRET (src/lib/signedTokens.ts);
// alone it opens nothing: the page still asks for the application number and date of birth.
import { env } from '@/env'
import { localizePath, type Locale } from '@/i18n/locales'
import { expirySeconds, signedTokens } from '@/lib/signedTokens'

type Claims = { a: number; d: number; r: number; x: number }
export type DocumentRequestLink = { application: number; document: number; requestedAt: Date; expiresAt: Date }

const tokens = signedTokens<Claims>('campus document requests')
const DAY = 24 * 60 * 60 * 1000

export const REPLACE_PATH = '/replace-document'

export const requestExpiry = (requestedAt: Date) => new Date(requestedAt.getTime() + env.DOCUMENT_REQUEST_DAYS * DAY)

export function makeRequestToken({ application, document, requestedAt, expiresAt }: DocumentRequestLink): string {
  return tokens.make({ a: application, d: document, r: requestedAt.getTime(), x: expirySeconds(expiresAt) })
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/** What a valid, unexpired request link names; undefined for anything else. */
export function readRequestToken(token: unknown, now = new Date()): DocumentRequestLink | undefined {
  const claims = tokens.read(token, now)
  if (!claims || !isId(claims.a) || !isId(claims.d) || !isId(claims.r) || !isId(claims.x)) return undefined
  return { application: claims.a, document: claims.d, requestedAt: new Date(claims.r), expiresAt: new Date(claims.x * 1000) }
}

export const replacementUrl = (locale: Locale, link: DocumentRequestLink) =>
  new URL(`${localizePath(locale, REPLACE_PATH)}?token=${makeRequestToken(link)}`, env.SITE_URL).toString()
