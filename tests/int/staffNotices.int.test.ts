// Failures that happen out of sight — a scheduled publish, a newsletter's deliveries — are shown
// to the staff who can fix them, on the admin home and on the document, in their language, until
// one of them dismisses the notice (decision 048).
import { initI18n } from '@payloadcms/translations'
import { createLocalReq, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { dismissNoticeEndpoint } from '@/notices/dismiss'
import { DocumentNotices } from '@/notices/admin/DocumentNotices'
import { NoticesPanel } from '@/notices/admin/NoticesPanel'
import { sendIssue } from '@/newsletter/send'
import type { StaffNotice, User } from '@/payload-types'

import { dialect, testPayload } from '../helpers/payload'

type Language = 'en' | 'ru' | 'uz'

let payload: Payload
let editor: User
let admissions: User

const staffMember = (role: 'editor' | 'admissions') =>
  payload.create({
    collection: 'users',
    data: { email: `notices-${role}-${Date.now()}@example.edu`, password: 'a-long-test-password-1', roles: [role] } as never,
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember('editor')
  admissions = await staffMember('admissions')
}, 120_000)

const i18nFor = (language: Language) => initI18n({ config: payload.config.i18n, context: 'client', language: language as 'en' })

/** The admin home's notices as this person, reading in this language, sees them ('' when none). */
async function dashboardOf(user: User, language: Language = 'en') {
  const element = await NoticesPanel({ payload, user, i18n: await i18nFor(language) } as never)
  return element ? renderToStaticMarkup(element) : ''
}

/** The notices at the top of a document's edit view. */
async function documentOf(user: User, collectionSlug: string, id: number, language: Language = 'en') {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  const element = await DocumentNotices({ id, collectionSlug, payload, req, i18n: await i18nFor(language) } as never)
  return element ? renderToStaticMarkup(element) : ''
}

const noticesOn = async (docCollection: string, id: number) =>
  (
    await payload.find({
      collection: 'staff-notices',
      where: { and: [{ docCollection: { equals: docCollection } }, { docId: { equals: String(id) } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as StaffNotice[]

/** POST /api/staff-notices/:id/dismiss as this person. */
async function dismiss(user: User, id: number) {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  req.routeParams = { id: String(id) }
  return dismissNoticeEndpoint.handler(req)
}

describe(`staff notices on ${dialect()}`, () => {
  it('a scheduled publish that fails shows editors why on the dashboard and the document, leaves it unscheduled, until dismissed', async () => {
    // A draft may lack its cover; publishing may not.
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: 'Open lab night', date: new Date().toISOString(), _status: 'draft' } as never,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      // The admin queues the id as text (Payload #10481).
      input: { type: 'publish', doc: { relationTo: 'news', value: String(draft.id) as never } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()

    const stored = await payload.findByID({ collection: 'news', id: draft.id, draft: true, overrideAccess: true })
    expect(stored._status).toBe('draft')
    // What Payload's publish button lists as "scheduled" for this document: nothing.
    const upcoming = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { waitUntil: { greater_than: new Date() } },
          { 'input.doc.value': { equals: String(draft.id) } },
          { 'input.doc.relationTo': { equals: 'news' } },
        ],
      },
      overrideAccess: true,
    })
    expect(upcoming.totalDocs).toBe(0)

    const [notice] = await noticesOn('news', draft.id)
    expect(notice).toMatchObject({ kind: 'schedulePublish', audience: 'editors', docTitle: 'Open lab night', invalidFields: ['cover'] })

    const english = await documentOf(editor, 'news', draft.id)
    expect(english).toContain('Scheduled publishing of “Open lab night” failed')
    expect(english).toContain('It is not published and no longer scheduled')
    expect(english).toContain('Fix these fields, then publish or schedule again: Cover image.')
    expect(await documentOf(editor, 'news', draft.id, 'ru')).toContain('Публикация «Open lab night» по расписанию не удалась')
    expect(await documentOf(editor, 'news', draft.id, 'ru')).toContain('Обложка')
    expect(await documentOf(editor, 'news', draft.id, 'uz')).toContain('“Open lab night” rejali nashri bajarilmadi')
    expect(await dashboardOf(editor, 'ru')).toContain('Требует внимания')
    expect(await dashboardOf(editor)).toContain(`/admin/collections/news/${draft.id}`)
    // Content failures are not the admissions office's business.
    expect(await dashboardOf(admissions)).not.toContain('Open lab night')
    await expect(dismiss(admissions, notice!.id)).rejects.toThrow()

    const response = await dismiss(editor, notice!.id)
    expect(response.status).toBe(200)
    expect(await dashboardOf(editor)).not.toContain('Open lab night')
    expect(await documentOf(editor, 'news', draft.id)).toBe('')
    const [dismissed] = await noticesOn('news', draft.id)
    expect(dismissed).toMatchObject({ dismissedBy: editor.id, dismissedAt: expect.any(String) })
  })

  it('no member of staff can write a notice themselves', async () => {
    const [notice] = (await payload.find({ collection: 'staff-notices', limit: 1, overrideAccess: true })).docs
    expect(notice).toBeDefined()
    await expect(
      payload.update({ collection: 'staff-notices', id: notice!.id, data: { dismissedAt: null, detail: 'edited' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'staff-notices',
        data: { kind: 'schedulePublish', audience: 'editors', docCollection: 'news', docId: '1', occurredAt: new Date().toISOString() },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'staff-notices', id: notice!.id, user: editor, overrideAccess: false })).rejects.toThrow()
  })

  it('a newsletter whose e-mails fail for good is shown to editors on the issue and the dashboard', async () => {
    await payload.create({ collection: 'subscribers', data: { email: 'notices-reader@example.uz', locale: 'en', status: 'confirmed' }, overrideAccess: true })
    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: { subject: 'Winter school', status: 'sending', body: paragraph('Apply by January.') as never },
      overrideAccess: true,
    })
    const transport = {
      send: async () => {
        throw Object.assign(new Error('421 Service not available'), { responseCode: 421 })
      },
      close: () => {},
    }
    // Every try fails; each retry is made due at once.
    for (let attempt = 0; attempt < 5; attempt++) {
      await sendIssue(payload, issue.id, { transport })
      await payload.update({
        collection: 'newsletter-deliveries',
        where: { issue: { equals: issue.id } },
        data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
    }
    const [notice] = await noticesOn('newsletter-issues', issue.id)
    expect(notice).toMatchObject({ kind: 'newsletterDelivery', detail: expect.stringContaining('421') })
    expect(notice!.count).toBeGreaterThanOrEqual(1)
    expect(await noticesOn('newsletter-issues', issue.id)).toHaveLength(1)

    expect(await documentOf(editor, 'newsletter-issues', issue.id)).toContain('Newsletter “Winter school”: e-mails not delivered')
    expect(await dashboardOf(editor, 'uz')).toContain('“Winter school” axborotnomasi: yetkazilmagan xatlar')
    expect(await dashboardOf(editor, 'ru')).toContain('Последняя ошибка: 421 Service not available')
    expect(await dashboardOf(admissions)).not.toContain('Winter school')
  })
})

function paragraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}
