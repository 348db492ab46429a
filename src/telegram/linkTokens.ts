// The "Connect Telegram" deep link, https://t.me/<bot>?start=<token>: the token names one
// application and the day it stops working, signed with a key derived from PAYLOAD_SECRET.
// Telegram allows 64 characters of A–Z, a–z, 0–9, _ and - in a start parameter, so this is not the
// JSON token of src/lib/signedTokens.ts: `<id base 36>-<expiry base 36>-<22 characters of HMAC>`.
// Nothing is stored; the token alone only lets a chat receive that application's news.
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/env'

import { telegramEnabled } from './settings'

const DAY = 24 * 60 * 60 * 1000
const SHAPE = /^([0-9a-z]{1,11})-([0-9a-z]{1,9})-([A-Za-z0-9_-]{22})$/

const signature = (body: string) =>
  createHmac('sha256', createHmac('sha256', env.PAYLOAD_SECRET).update('campus telegram link').digest())
    .update(body)
    .digest()
    .subarray(0, 16)
    .toString('base64url')

export function makeLinkToken(application: number, now = new Date()): string {
  const expires = Math.floor((now.getTime() + env.TELEGRAM_LINK_DAYS * DAY) / 1000)
  const body = `${application.toString(36)}-${expires.toString(36)}`
  return `${body}-${signature(body)}`
}

export type LinkTokenReading = { kind: 'valid'; application: number } | { kind: 'expired' } | { kind: 'invalid' }

/** What a start parameter says: a signed, unexpired token names its application; a signed old one has expired. */
export function readLinkToken(token: unknown, now = new Date()): LinkTokenReading {
  const match = typeof token === 'string' ? SHAPE.exec(token) : null
  if (!match) return { kind: 'invalid' }
  const [, id, expires, given] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(`${id}-${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(given))) return { kind: 'invalid' }
  const application = Number.parseInt(id, 36)
  if (!Number.isSafeInteger(application) || application <= 0) return { kind: 'invalid' }
  if (Number.parseInt(expires, 36) * 1000 < now.getTime()) return { kind: 'expired' }
  return { kind: 'valid', application }
}

/** The link an applicant taps to connect Telegram to their application; null while the feature is off. */
export function telegramConnectUrl(application: number, now = new Date()): string | null {
  if (!telegramEnabled()) return null
  return `https://t.me/${env.TELEGRAM_BOT_NAME}?start=${makeLinkToken(application, now)}`
}

/** The link for a just-submitted application, found by its number; null while the feature is off. */
export async function telegramConnectUrlFor(payload: Payload, applicationNumber: string): Promise<string | null> {
  if (!telegramEnabled()) return null
  const { docs } = await payload.find({
    collection: 'applications',
    where: { applicationNumber: { equals: applicationNumber } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    select: { applicationNumber: true },
  })
  return docs[0] ? telegramConnectUrl(docs[0].id) : null
}
