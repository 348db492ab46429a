// Top of a document in the admin: its notices not yet dismissed (a scheduled publish or a
// newsletter's deliveries that failed), with the reason and a dismiss button.
import type { UIFieldServerProps } from 'payload'

import { openNotices } from './find'
import { NoticeItems } from './NoticeItems'

export async function DocumentNotices({ id, collectionSlug, payload, req, i18n }: UIFieldServerProps) {
  if (!id || !collectionSlug || !req.user) return null
  const { notices } = await openNotices(payload, req.user, [{ docCollection: { equals: collectionSlug } }, { docId: { equals: String(id) } }], 10)
  if (notices.length === 0) return null
  return (
    <div role="alert" data-testid="document-notices" style={{ marginBottom: 'var(--base)' }}>
      <NoticeItems payload={payload} i18n={i18n} notices={notices} place="document" />
    </div>
  )
}
