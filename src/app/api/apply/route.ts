import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { crossSiteRefused, errors, failure, identityLimited, json, notAdmitted } from '@/lib/apiAnswers'
import { localeFrom, requestLocale } from '@/i18n/translator'
import { receiveMultipart, UnreadableBody, type Received } from '@/admissions/server/multipart'
import { admitAddress, overLimitForAny } from '@/security/rateLimit'
import { applicantIdentities } from '@/admissions/server/identities'
import { ensureDirs, incomingDir, removeDirQuietly } from '@/admissions/server/storage'
import { storeApplication } from '@/admissions/server/storeApplication'
import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { negotiateLocale } from '@/i18n/negotiate'
import { isCrossSite } from '@/security/crossSite'
import { telegramConnectUrlFor } from '@/telegram/linkTokens'
import { describeProblems, unreadableBody } from '@/admissions/server/answers'

export const dynamic = 'force-dynamic'

/** POST /api/apply — a new application, multipart (docs/admissions-api.md). */
export async function POST(request: Request) {
  const headerLocale = negotiateLocale(request.headers.get('accept-language'))
  const key = request.headers.get('idempotency-key')?.trim() || undefined
  if (isCrossSite(request.headers, env.SITE_URL)) return crossSiteRefused(headerLocale)
  if (key !== undefined && !/^[A-Za-z0-9-]{8,128}$/.test(key)) return failure(400, headerLocale, 'idempotencyKey')
  const refused = notAdmitted(await admitAddress('apply', request.headers), headerLocale)
  if (refused) return refused

  await ensureDirs()
  const dir = path.join(incomingDir(), randomUUID())
  await mkdir(dir, { mode: 0o700 })
  try {
    let received: Received
    try {
      received = await receiveMultipart(request, dir)
    } catch (error) {
      if (error instanceof UnreadableBody) return unreadableBody(error, headerLocale)
      throw error
    }
    const locale = localeFrom(received.fields.locale) ?? requestLocale(undefined, request.headers)
    const overIdentity = await overLimitForAny('applyIdentity', applicantIdentities(received.fields))
    if (overIdentity) return identityLimited(locale, 'apply', overIdentity)
    const payload = await getPayloadClient()
    const result = await storeApplication(payload, received, { locale, idempotencyKey: key })
    if (result.status === 201) {
      // With the Telegram bot set up, the "done" popup offers to connect it (src/telegram).
      const telegram = await telegramConnectUrlFor(payload, result.applicationNumber)
      return json(201, { data: { application_number: result.applicationNumber, ...(telegram ? { telegram_url: telegram } : {}) } })
    }
    return errors(result.status, describeProblems(result.problems, locale))
  } catch (error) {
    const payload = await getPayloadClient()
    payload.logger.error({ err: error, msg: 'Storing an application failed' })
    return failure(503, headerLocale, 'failed')
  } finally {
    await removeDirQuietly(dir)
  }
}
