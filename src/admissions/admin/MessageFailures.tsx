// Top of an application in the back office: a warning for each message to the applicant, by e-mail
// or in Telegram, that could not be delivered, naming the channel, with its error, until a member
// of staff dismisses it (the outbox, src/admissions/server/messageOutbox.ts, writes a staff notice).
import type { UIFieldServerProps } from 'payload'

import { openNotices } from '@/notices/admin/find'
import { NoticeItems } from '@/notices/admin/NoticeItems'

export async function MessageFailures({ id, payload, req, i18n }: UIFieldServerProps) {
  if (!id || !req.user) return null
  const { notices } = await openNotices(
    payload,
    req.user,
    [{ kind: { equals: 'applicantMessage' } }, { docCollection: { equals: 'applications' } }, { docId: { equals: String(id) } }],
    5,
  )
  if (notices.length === 0) return null
  return (
    <div role="alert" data-testid="message-failures" style={{ marginBottom: 'var(--base)' }}>
      <NoticeItems payload={payload} i18n={i18n} notices={notices} place="document" />
    </div>
  )
}
