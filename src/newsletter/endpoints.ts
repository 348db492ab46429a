// The issue's own calls, for the send panel in the admin (editors and administrators):
// GET  /api/newsletter-issues/:id/preview?locale=ru — the e-mail as a subscriber would see it
// POST /api/newsletter-issues/:id/test             — the issue in each language to the signed-in editor
// POST /api/newsletter-issues/:id/send             — send to every confirmed subscriber (once)
import type { Endpoint, PayloadRequest } from 'payload'

import { newsletterTransport } from '@/lib/mailTransport'
import { ours } from '@/i18n/admin/ours'
import type { AdminTextKey } from '@/i18n/admin/translations'
import { isLocale, locales } from '@/i18n/locales'

import { seesNewsletter } from './access'
import { issueMessage, renderIssue } from './compose'
import { startSending } from './send'

const refuse = (req: PayloadRequest) =>
  !req.user
    ? Response.json({ errors: [{ message: 'Sign in first.' }] }, { status: 401 })
    : !seesNewsletter(req.user)
      ? Response.json({ errors: [{ message: 'Only editors and administrators can send the newsletter.' }] }, { status: 403 })
      : null

const issueId = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** A message of the admin's own texts (src/i18n/admin/translations.ts), in the editor's language. */
const say = (req: PayloadRequest, key: AdminTextKey) => ours(req.t)(key)

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

async function exists(req: PayloadRequest, id: number) {
  return (await req.payload.count({ collection: 'newsletter-issues', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1
}

/** A handler for an existing issue, asked by a signed-in editor; anyone else gets 401, 403 or 404. */
const forIssue =
  (handler: (req: PayloadRequest, id: number) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    const refused = refuse(req)
    if (refused) return refused
    const id = issueId(req)
    if (!id || !(await exists(req, id))) return notFound()
    return handler(req, id)
  }

export const issueEndpoints: Endpoint[] = [
  {
    path: '/:id/preview',
    method: 'get',
    handler: forIssue(async (req, id) => {
      const asked = req.searchParams.get('locale')
      const message = issueMessage(await renderIssue(req.payload, id, isLocale(asked) ? asked : 'en'), req.user!.email)
      return new Response(message.html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
        },
      })
    }),
  },
  {
    path: '/:id/test',
    method: 'post',
    handler: forIssue(async (req, id) => {
      const transport = newsletterTransport((line) => req.payload.logger.info(line))
      try {
        for (const locale of locales) {
          const rendered = await renderIssue(req.payload, id, locale)
          await transport.send({ ...issueMessage(rendered, req.user!.email), subject: `[${locale}] ${rendered.subject}` })
        }
      } catch (error) {
        req.payload.logger.error({ err: error, msg: 'Newsletter test failed' })
        return Response.json({ errors: [{ message: say(req, 'newsletter:testFailed') }] }, { status: 502 })
      } finally {
        transport.close()
      }
      return Response.json({ data: { sentTo: req.user!.email, languages: locales } })
    }),
  },
  {
    path: '/:id/send',
    method: 'post',
    handler: forIssue(async (req, id) => {
      if (!(await startSending(req.payload, id))) return Response.json({ errors: [{ message: say(req, 'newsletter:alreadySent') }] }, { status: 409 })
      return Response.json({ data: { status: 'sending' } }, { status: 202 })
    }),
  },
]
