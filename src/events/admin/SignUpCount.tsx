'use client'
// On an event's edit view, under "Sign-ups on this site": places taken of the capacity, the
// waiting list, and links to the event's sign-ups in the list and as CSV.
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { ours } from '@/i18n/admin/ours'

type Counts = { confirmed: number; waiting: number; cancelled: number }

const STATES = ['confirmed', 'waiting', 'cancelled'] as const

async function countOf(eventId: string | number, state: (typeof STATES)[number]): Promise<number> {
  const query = new URLSearchParams({ 'where[event][equals]': String(eventId), 'where[state][equals]': state })
  const response = await fetch(`/api/event-registrations/count?${query}`, { credentials: 'include' })
  if (!response.ok) throw new Error(`count ${response.status}`)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

export function SignUpCount() {
  const { id } = useDocumentInfo()
  const { t } = useTranslation()
  const say = ours(t)
  const capacity = useFormFields(([fields]) => fields['registration.capacity']?.value)
  const [counts, setCounts] = useState<Counts | null>(null)

  useEffect(() => {
    if (id === undefined || id === null) return
    let current = true
    Promise.all(STATES.map((state) => countOf(id, state)))
      .then(([confirmed, waiting, cancelled]) => current && setCounts({ confirmed: confirmed!, waiting: waiting!, cancelled: cancelled! }))
      .catch(() => current && setCounts(null))
    return () => {
      current = false
    }
  }, [id])

  if (id === undefined || id === null) return <p style={{ color: 'var(--theme-elevation-500)' }}>{say('eventSignUps:saveFirst')}</p>
  const filter = new URLSearchParams({ 'where[event][equals]': String(id) })
  return (
    <div style={{ margin: 'var(--base) 0', display: 'grid', gap: 'calc(var(--base) / 2)' }} data-testid="event-sign-up-count">
      <strong>{say('eventSignUps:title')}</strong>
      {counts && (
        <p style={{ margin: 0 }}>
          {say('eventSignUps:placesTaken', { taken: counts.confirmed, capacity: typeof capacity === 'number' ? capacity : '—' })} ·{' '}
          {say('eventSignUps:waiting', { count: counts.waiting })} · {say('eventSignUps:cancelled', { count: counts.cancelled })}
        </p>
      )}
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', margin: 0 }}>
        <a href={`/admin/collections/event-registrations?${filter}`}>{say('eventSignUps:openList')}</a>
        <a href={`/api/event-sign-ups/export?${filter}`} data-testid="event-sign-ups-csv">
          {say('eventSignUps:exportCsv')}
        </a>
      </p>
    </div>
  )
}
