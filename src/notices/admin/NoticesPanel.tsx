// The admin home's first block: what failed out of sight and is not yet dismissed, for the
// person's role (src/collections/StaffNotices.ts). Nothing at all when there is nothing.
import type { ServerProps } from 'payload'

import { ours } from '@/i18n/admin/ours'

import { openNotices } from './find'
import { NoticeItems } from './NoticeItems'

export async function NoticesPanel({ payload, user, i18n }: ServerProps) {
  if (!payload || !i18n || !user) return null
  const { notices, total } = await openNotices(payload, user)
  if (notices.length === 0) return null
  const t = ours(i18n.t)
  return (
    <section data-testid="notices-panel" aria-labelledby="notices-title" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="notices-title" style={{ margin: '0 0 calc(var(--base) / 4)' }}>
        {t('notices:title')}
      </h2>
      <p style={{ margin: '0 0 calc(var(--base) / 2)', color: 'var(--theme-elevation-600)' }}>{t('notices:hint')}</p>
      <NoticeItems payload={payload} i18n={i18n} notices={notices} place="dashboard" />
      {total > notices.length ? <p>{t('notices:more', { count: total - notices.length })}</p> : null}
    </section>
  )
}
