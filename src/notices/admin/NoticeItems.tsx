// The notices as a list of warnings, each with its dismiss button (and, on the dashboard, a link
// to its document).
import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'

import { ours } from '@/i18n/admin/ours'
import type { StaffNotice } from '@/payload-types'

import { describeNotice } from './describe'
import { DismissButton } from './DismissButton'

const warning = {
  margin: '0 0 calc(var(--base) / 2)',
  padding: 'calc(var(--base) / 2) var(--base)',
  borderRadius: 4,
  background: 'var(--theme-error-100)',
  color: 'var(--theme-error-800)',
  border: '1px solid var(--theme-error-500)',
  overflowWrap: 'anywhere',
} as const

type Props = { payload: Payload; i18n: I18nClient; notices: StaffNotice[]; place: 'dashboard' | 'document' }

export function NoticeItems({ payload, i18n, notices, place }: Props) {
  const t = ours(i18n.t)
  const api = payload.config.routes.api
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notices.map((notice) => {
        const view = describeNotice(payload, i18n, notice, place)
        return (
          <li key={view.id} style={warning} data-testid="staff-notice">
            {view.lines.map((line) => (
              <p key={line} style={{ margin: '0 0 calc(var(--base) / 4)' }}>
                {line}
              </p>
            ))}
            <span style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center', flexWrap: 'wrap' }}>
              {place === 'dashboard' ? <a href={view.href}>{t('notices:open')}</a> : null}
              <DismissButton id={view.id} api={api} label={t('notices:dismiss')} failed={t('notices:dismissFailed')} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
