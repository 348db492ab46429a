import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { type Received, receiveMultipart, UnreadableBody } from '@/admissions/server/multipart'
import { replaceDocument } from '@/admissions/server/replaceDocument'
import { ensureDirs, incomingDir, removeDirQuietly } from '@/admissions/server/storage'
import { MAX_FIELDS_BYTES, MAX_FILE_BYTES } from '@/admissions/shared/documents'
import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { negotiateLocale } from '@/i18n/negotiate'
import { requestLocale, translator } from '@/i18n/translator'
import { crossSiteRefused, errors, rateLimited } from '@/lib/apiAnswers'
import { isCrossSite } from '@/security/crossSite'
import { overLimit } from '@/security/rateLimit'
import { unreadableBody } from '@/admissions/server/answers'

export const dynamic = 'force-dynamic'

/** POST /api/replace-document/upload — the new file for a requested document, multipart (docs/admissions-api.md). */
export async function POST(request: Request) {
  const headerLocale = negotiateLocale(request.headers.get('accept-language'))
  if (isCrossSite(request.headers, env.SITE_URL)) return crossSiteRefused(headerLocale)
  const retryAfter = await overLimit('replace', request.headers)
  if (retryAfter) return rateLimited(headerLocale, retryAfter)

  await ensureDirs()
  const dir = path.join(incomingDir(), randomUUID())
  await mkdir(dir, { mode: 0o700 })
  const payload = await getPayloadClient()
  let locale = headerLocale
  try {
    let received: Received
    try {
      // One file and the four short fields.
      received = await receiveMultipart(request, dir, { maxBodyBytes: MAX_FILE_BYTES + MAX_FIELDS_BYTES })
    } catch (error) {
      if (error instanceof UnreadableBody) return unreadableBody(error, headerLocale)
      throw error
    }
    locale = requestLocale(received.fields.locale, request.headers)
    return await replaceDocument(payload, received, request.headers)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Storing a replacement document failed' })
    return errors(503, [{ message: translator(locale, 'documentRequest')('failed') }])
  } finally {
    await removeDirQuietly(dir)
  }
}
