// The admin home's first block for admissions staff: how the campaign is going — applications
// by status (each a link to the list filtered by it), by programme and region, and per day.
// Then, for everyone who sees payments (the bursar too), the payments block. Editors see neither.
import { getTranslation } from '@payloadcms/translations'
import type { Payload, ServerProps } from 'payload'

import { countApplications, type DashboardRow } from '@/admissions/server/dashboardCounts'
import { STATUS_LABELS, STATUSES, statusTone } from '@/admissions/shared/statuses'
import { seesApplications, seesPayments } from '@/access'
import { PaymentsSummary } from '@/payments/admin/PaymentsSummary'
import { isLocale, type Locale } from '@/i18n/locales'
import { ours } from '@/i18n/admin/ours'

import { PerDayChart } from './PerDayChart'
import { TONES } from './StatusCell'

const DAYS = 30
const LIST = '/admin/collections/applications'
const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 'var(--base)', background: 'var(--theme-elevation-0)' } as const

async function names(payload: Payload, collection: 'programs' | 'regions', ids: number[], locale: Locale) {
  if (ids.length === 0) return new Map<number, string>()
  const found = await payload.find({
    collection,
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    locale,
    select: { name: true },
    overrideAccess: true,
  })
  return new Map(found.docs.map((doc) => [doc.id, String(doc.name ?? doc.id)]))
}

function Bars({ title, rows, testId }: { title: string; rows: { label: string; count: number; href?: string }[]; testId: string }) {
  const most = Math.max(1, ...rows.map((row) => row.count))
  return (
    <section style={card} data-testid={testId}>
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{title}</h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <li key={row.label} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 3rem', gap: 8, alignItems: 'center', margin: '4px 0' }}>
            <span>
              {row.href ? <a href={row.href}>{row.label}</a> : row.label}
              <span
                aria-hidden="true"
                style={{ display: 'block', height: 6, borderRadius: 3, background: 'var(--theme-success-500)', width: `${(row.count / most) * 100}%` }}
              />
            </span>
            <strong style={{ textAlign: 'right' }}>{row.count}</strong>
          </li>
        ))}
      </ul>
    </section>
  )
}

export async function AdmissionsDashboard({ payload, user, i18n }: ServerProps) {
  if (!payload || !i18n || !user) return null
  return (
    <>
      {seesApplications(user) && <ApplicationsSummary payload={payload} user={user} i18n={i18n} />}
      {seesPayments(user) && <PaymentsSummary payload={payload} user={user} i18n={i18n} />}
    </>
  )
}

async function ApplicationsSummary({ payload, user, i18n }: Required<Pick<ServerProps, 'payload' | 'user' | 'i18n'>>) {
  const t = ours(i18n.t)
  const locale = isLocale(i18n.language) ? i18n.language : 'en'
  const { docs } = await payload.find({
    collection: 'applications',
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
    select: { status: true, program: true, region: true, createdAt: true },
  })
  const counts = countApplications(docs as DashboardRow[], new Date(), DAYS)
  const [programs, regions] = await Promise.all([
    names(
      payload,
      'programs',
      counts.byProgram.slice(0, 10).map(([id]) => id),
      locale,
    ),
    names(
      payload,
      'regions',
      counts.byRegion.slice(0, 14).map(([id]) => id),
      locale,
    ),
  ])
  return (
    <div style={{ marginBottom: 'calc(var(--base) * 2)' }} data-testid="admissions-dashboard">
      <h2 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('dashboard:title')}</h2>
      <p style={{ margin: '0 0 var(--base)' }}>
        <strong data-testid="dashboard-total">{t('dashboard:total', { count: counts.total })}</strong> · <a href={LIST}>{t('dashboard:openList')}</a>
      </p>
      {counts.total === 0 ? (
        <p>{t('dashboard:none')}</p>
      ) : (
        <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
          <section style={card} data-testid="dashboard-status">
            <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{t('dashboard:byStatus')}</h3>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {STATUSES.map((status) => (
                <li key={status} data-status={status}>
                  <a
                    href={`${LIST}?where[status][equals]=${status}`}
                    style={{
                      ...TONES[statusTone(status)],
                      display: 'inline-block',
                      borderRadius: 999,
                      padding: '4px 12px',
                      fontWeight: 600,
                      textDecoration: 'none',
                    }}
                  >
                    {getTranslation(STATUS_LABELS[status], i18n)}: <span data-testid={`dashboard-count-${status}`}>{counts.byStatus[status]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <Bars
            title={t('dashboard:byProgramme')}
            testId="dashboard-programmes"
            rows={counts.byProgram
              .slice(0, 10)
              .map(([id, count]) => ({ label: programs.get(id) ?? String(id), count, href: `${LIST}?where[program][equals]=${id}` }))}
          />
          <Bars
            title={t('dashboard:byRegion')}
            testId="dashboard-regions"
            rows={counts.byRegion.slice(0, 14).map(([id, count]) => ({ label: regions.get(id) ?? String(id), count }))}
          />
          <PerDayChart
            title={t('dashboard:perDay', { days: DAYS })}
            days={counts.perDay}
            language={i18n.language}
            words={{ days: t('dashboard:axisDays'), count: t('dashboard:axisCount') }}
            style={card}
          />
        </div>
      )}
    </div>
  )
}
