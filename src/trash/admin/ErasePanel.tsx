'use client'
// An erasure request, at the foot of an application's or a subscriber's sidebar: a button opens a
// panel that says what goes, and the record is erased only once the staff member has typed its
// application number or e-mail address exactly (src/trash/erase.ts). Shown in the trash too.
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ours } from '@/i18n/admin/ours'
import { normalizeApplicationNumber } from '@/admissions/shared/number'

type Kind = 'application' | 'subscriber'

const SPEC = {
  application: {
    field: 'applicationNumber',
    endpoint: '/api/admissions/applications',
    list: 'applications',
    hint: 'erase:applicationHint',
    ask: 'erase:typeApplication',
  },
  subscriber: { field: 'email', endpoint: '/api/newsletter/subscribers', list: 'subscribers', hint: 'erase:subscriberHint', ask: 'erase:typeSubscriber' },
} as const

const matches = (kind: Kind, typed: string, name: string) =>
  kind === 'application' ? normalizeApplicationNumber(typed) === name : typed.trim().toLowerCase() === name.toLowerCase()

export function ErasePanel({ kind }: { kind: Kind }) {
  const spec = SPEC[kind]
  const { id } = useDocumentInfo()
  const name = useFormFields(([fields]) => String(fields[spec.field]?.initialValue ?? ''))
  const { t } = useTranslation()
  const say = ours(t)
  const router = useRouter()
  const inputId = useId()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [state, setState] = useState<'idle' | 'working' | 'mismatch' | 'failed' | 'done'>('idle')
  if (!id || !name) return null

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!matches(kind, typed, name)) return setState('mismatch')
    setState('working')
    const response = await fetch(`${spec.endpoint}/${id}/erase`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirm: typed }),
    }).catch(() => null)
    if (response?.ok) {
      setState('done')
      router.push(`/admin/collections/${spec.list}`)
      return
    }
    setState(response?.status === 409 ? 'mismatch' : 'failed')
  }

  const danger = 'var(--theme-error-500)'
  return (
    <section
      data-testid="erase-panel"
      style={{ marginTop: 'calc(var(--base) * 1.5)', paddingTop: 'var(--base)', borderTop: '1px solid var(--theme-elevation-150)' }}
    >
      <h4 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{say('erase:title')}</h4>
      {!open ? (
        <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => setOpen(true)} data-testid="erase-open">
          {say('erase:open')}
        </button>
      ) : (
        <form
          onSubmit={submit}
          data-testid="erase-form"
          style={{ border: `1px solid ${danger}`, borderRadius: 4, padding: 'calc(var(--base) / 1.5)', display: 'grid', gap: 'calc(var(--base) / 2)' }}
        >
          <p style={{ margin: 0 }}>{say('erase:intro')}</p>
          <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{say(spec.hint)}</p>
          <label htmlFor={inputId} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {say(spec.ask, { name })}
          </label>
          <input
            id={inputId}
            data-testid="erase-confirm"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value)
              if (state === 'mismatch') setState('idle')
            }}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={state === 'mismatch'}
            style={{ width: '100%', padding: '8px 10px', font: 'inherit', border: '1px solid var(--theme-elevation-250)', borderRadius: 3 }}
          />
          {(state === 'mismatch' || state === 'failed') && (
            <p role="alert" style={{ margin: 0, color: danger }}>
              {say(state === 'mismatch' ? 'erase:mismatch' : 'erase:failed')}
            </p>
          )}
          {state === 'done' && <p role="status">{say('erase:done', { name })}</p>}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
            <button
              type="submit"
              data-testid="erase-submit"
              className="btn btn--style-primary btn--size-small"
              disabled={!matches(kind, typed, name) || state === 'working' || state === 'done'}
              style={{ margin: 0, background: danger, borderColor: danger }}
            >
              {say(state === 'working' ? 'erase:working' : 'erase:confirm')}
            </button>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => {
                setOpen(false)
                setTyped('')
                setState('idle')
              }}
            >
              {say('erase:cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
