'use client'
// In the sidebar: preview in each language, a test to yourself, the send to every
// confirmed subscriber, and its progress while it runs (src/newsletter/endpoints.ts).
import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { ours } from '@/i18n/admin/ours'
import { locales } from '@/i18n/locales'

type Progress = { status?: string; progress?: { total?: number; sent?: number; failed?: number } }

export function SendPanel() {
  const { id } = useDocumentInfo()
  const { t } = useTranslation()
  const say = ours(t)
  const [state, setState] = useState<Progress>({})
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(async () => {
    if (!id) return
    const response = await fetch(`/api/newsletter-issues/${id}?depth=0`, { credentials: 'include' })
    if (response.ok) setState((await response.json()) as Progress)
  }, [id])

  useEffect(() => {
    void refresh()
  }, [refresh])
  useEffect(() => {
    if (state.status !== 'sending') return
    const timer = setInterval(() => void refresh(), 2000)
    return () => clearInterval(timer)
  }, [state.status, refresh])

  if (!id) return <p style={{ color: 'var(--theme-elevation-500)' }}>{say('newsletter:saveFirst')}</p>

  async function post(action: 'test' | 'send') {
    if (action === 'send' && !window.confirm(say('newsletter:confirmSend'))) return
    setBusy(true)
    setNote('')
    try {
      const response = await fetch(`/api/newsletter-issues/${id}/${action}`, { method: 'POST', credentials: 'include' })
      const answer = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      setNote(response.ok ? say(action === 'test' ? 'newsletter:testSent' : 'newsletter:started') : (answer.errors?.[0]?.message ?? say('newsletter:failed')))
      await refresh()
    } finally {
      setBusy(false)
    }
  }

  const progress = state.progress ?? {}
  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }} data-testid="newsletter-send-panel">
      <strong>{say('newsletter:sendingTitle')}</strong>
      <p style={{ margin: 0 }}>
        {say('newsletter:preview')}:{' '}
        {locales.map((locale) => (
          <a key={locale} href={`/api/newsletter-issues/${id}/preview?locale=${locale}`} target="_blank" rel="noopener" style={{ marginRight: 8 }}>
            {locale.toUpperCase()}
          </a>
        ))}
      </p>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void post('test')} margin={false}>
        {say('newsletter:sendTest')}
      </Button>
      {state.status === 'draft' && (
        <Button size="small" disabled={busy} onClick={() => void post('send')} margin={false}>
          {say('newsletter:send')}
        </Button>
      )}
      {state.status && state.status !== 'draft' && (
        <p style={{ margin: 0 }} role="status" data-testid="newsletter-progress">
          {say(state.status === 'sent' ? 'newsletter:doneProgress' : 'newsletter:progress', {
            sent: progress.sent ?? 0,
            total: progress.total ?? 0,
            failed: progress.failed ?? 0,
          })}
        </p>
      )}
      {note && (
        <p style={{ margin: 0 }} role="status">
          {note}
        </p>
      )}
    </div>
  )
}
