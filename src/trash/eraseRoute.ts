// POST …/{id}/erase with {"confirm": "<number or address>"}: the erasure request's one route
// handler, for applications and subscribers (src/trash/erase.ts). Staff only, never cached.
import 'server-only'

import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { errors, json } from '@/lib/apiAnswers'
import { isCrossSite } from '@/security/crossSite'

import { erase, type ErasableKind } from './erase'

const MESSAGES = {
  403: 'You may not erase this record.',
  404: 'No such record.',
  409: 'The confirmation does not match: type the application number or e-mail address exactly as shown.',
} as const

export function eraseRoute(kind: ErasableKind) {
  return async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    if (isCrossSite(request.headers, env.SITE_URL)) return errors(403, [{ message: MESSAGES[403] }])
    const { id } = await params
    if (!/^\d{1,12}$/.test(id)) return errors(404, [{ message: MESSAGES[404] }])
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return errors(401, [{ message: 'Log in to do this.' }])
    const body = (await request.json().catch(() => null)) as { confirm?: unknown } | null
    const outcome = await erase(payload, kind, Number(id), body?.confirm, user)
    if (!outcome.ok) return errors(outcome.status, [{ field: outcome.status === 409 ? 'confirm' : undefined, message: MESSAGES[outcome.status] }])
    return json(200, { erased: outcome.name })
  }
}
