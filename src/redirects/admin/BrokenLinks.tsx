// The admin home's report for editors: redirects and menu items that lead to a page answering
// "not found", each with a link to where it is fixed. Nothing when every link leads somewhere.
import type { ServerProps } from 'payload'

import { hasRole, type Role } from '@/access'
import { ours } from '@/i18n/admin/ours'
import { isLocale } from '@/i18n/locales'

import { findBrokenLinks } from './brokenLinks'

const card = { border: '1px solid var(--theme-warning-500)', borderRadius: 8, padding: 'var(--base)', marginBottom: 'calc(var(--base) * 1.5)' } as const

export async function BrokenLinks({ payload, user, i18n }: ServerProps) {
  if (!payload || !i18n || !hasRole(user as { roles?: Role[] } | undefined, 'admin', 'editor')) return null
  const broken = await findBrokenLinks(payload, isLocale(i18n.language) ? i18n.language : 'en')
  if (broken.length === 0) return null
  const t = ours(i18n.t)
  return (
    <section data-testid="broken-links" aria-labelledby="broken-links-title" style={card}>
      <h2 id="broken-links-title" style={{ margin: '0 0 calc(var(--base) / 4)' }}>
        {t('notices:brokenTitle')}
      </h2>
      <p style={{ margin: '0 0 calc(var(--base) / 2)', color: 'var(--theme-elevation-600)' }}>{t('notices:brokenHint')}</p>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {broken.map((link) => (
          <li key={`${link.kind}|${link.label}`} style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
            {t(link.kind === 'redirect' ? 'notices:brokenRedirect' : 'notices:brokenMenu')}: <a href={link.href}>{link.label}</a> → <code>{link.target}</code>
          </li>
        ))}
      </ul>
    </section>
  )
}
