// Signing up for the newsletter (the footer box and POST /{lang}/api/subscribe): double opt-in.
// Every well-formed request gets the same answer whether the address is new, waiting for
// confirmation or already subscribed, so the box cannot be used to learn who reads the newsletter.
import type { Payload } from 'payload'

import { overLimit, overLimitFor } from '@/admissions/rateLimit'
import { translator } from '@/admissions/i18n'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'
import { escapeHtml as escape } from '@/lib/html'

import { isSubscribableEmail, normalizeEmail } from './email'
import { CONSENT_TEXT_VERSION } from './statuses'
import { makeToken } from './tokens'

export type SubscribeOutcome = { ok: true } | { ok: false; status: 400 | 429; message: string; retryAfter?: number }

const DAY = 24 * 60 * 60 * 1000

/** The page the box was on, as a path of this site (from Referer), for the consent record. */
export function consentPage(headers: Headers): string {
  const referer = headers.get('referer')
  if (!referer) return ''
  try {
    const url = new URL(referer)
    return url.origin === new URL(env.SITE_URL).origin ? url.pathname.slice(0, 300) : ''
  } catch {
    return ''
  }
}

export const confirmUrl = (email: string, locale: Locale, now = new Date()) =>
  new URL(`${localizePath(locale, '/newsletter/confirm')}?token=${makeToken(email, 'confirm', new Date(now.getTime() + env.NEWSLETTER_PENDING_DAYS * DAY))}`, env.SITE_URL).toString()

async function sendConfirmation(payload: Payload, email: string, locale: Locale) {
  const t = translator(locale, 'newsletter')
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 0 })
  const site = settings.siteTitle || new URL(env.SITE_URL).hostname
  const link = confirmUrl(email, locale)
  const lines = [t('confirmGreeting'), t('confirmBody', { site, days: env.NEWSLETTER_PENDING_DAYS })]
  await payload.sendEmail({
    to: email,
    subject: t('confirmSubject', { site }),
    text: [...lines, link, '', t('confirmIgnore'), '', t('signature', { site })].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escape(t('confirmButton'))}</a></p><p style="color:#6b7280;font-size:14px">${escape(t('confirmIgnore'))}</p><p>${escape(t('signature', { site }))}</p></body></html>`,
  })
}

/** The subscriber with this (normalised) address, if any. */
export async function subscriberByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

type Request = { email: unknown; locale: Locale; headers: Headers }

export async function subscribe(payload: Payload, { email: raw, locale, headers }: Request): Promise<SubscribeOutcome> {
  const t = translator(locale, 'newsletter')
  const limited = (seconds: number): SubscribeOutcome => ({ ok: false, status: 429, retryAfter: seconds, message: t('rateLimited', { minutes: Math.ceil(seconds / 60) }) })
  const fromClient = await overLimit('subscribe', headers)
  if (fromClient) return limited(fromClient)
  if (typeof raw !== 'string' || !isSubscribableEmail(raw)) return { ok: false, status: 400, message: t('invalidEmail') }
  const email = normalizeEmail(raw)
  const forAddress = await overLimitFor('subscribeAddress', email)
  if (forAddress) return limited(forAddress)

  const consent = { at: new Date().toISOString(), textVersion: CONSENT_TEXT_VERSION, page: consentPage(headers) }
  const existing = await subscriberByEmail(payload, email)
  if (existing?.status === 'confirmed') return { ok: true }
  if (existing) {
    await payload.update({ collection: 'subscribers', id: existing.id, data: { status: 'pending', locale, consent }, overrideAccess: true })
  } else {
    try {
      await payload.create({ collection: 'subscribers', data: { email, locale, status: 'pending', consent }, overrideAccess: true })
    } catch (error) {
      // Two sign-ups of one address at once: the other one stored it; it gets its e-mail.
      if (await subscriberByEmail(payload, email)) return { ok: true }
      throw error
    }
  }
  await sendConfirmation(payload, email, locale)
  return { ok: true }
}

/** Follows a confirmation link: the address it names becomes a confirmed subscriber. */
export async function confirm(payload: Payload, email: string): Promise<boolean> {
  const subscriber = await subscriberByEmail(payload, email)
  if (!subscriber || subscriber.status === 'unsubscribed' || subscriber.status === 'bounced') return false
  if (subscriber.status !== 'confirmed') {
    await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'confirmed', confirmedAt: new Date().toISOString() }, overrideAccess: true })
  }
  return true
}

/** One-click unsubscribe: at once, without signing in; unknown addresses are quietly fine. */
export async function unsubscribe(payload: Payload, email: string): Promise<void> {
  const subscriber = await subscriberByEmail(payload, email)
  if (!subscriber || subscriber.status === 'unsubscribed') return
  await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() }, overrideAccess: true })
}
