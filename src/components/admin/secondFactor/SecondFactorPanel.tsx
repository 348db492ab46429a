'use client'
// On a staff account's page (the `totpEnabled` field): one's own second factor (set up, new recovery
// codes, turn off where the role allows), and for an administrator looking at someone else's
// account, the reset for a lost phone.
import { Button, useAuth, useDocumentInfo, useField, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

import { ours } from '@/i18n/admin/ours'
import { callSecondFactor, type Status } from './api'
import { CodeInput } from './CodeInput'
import { RecoveryCodes } from './RecoveryCodes'
import { SetUp } from './SetUp'

import './secondFactor.css'

type Action = 'setup' | 'renew' | 'turnOff'

export function SecondFactorPanel({ path }: { path: string }) {
  const say = ours(useTranslation().t)
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { value: enabled } = useField<boolean>({ path })
  const own = id !== undefined && String(id) === String(user?.id)
  const [status, setStatus] = useState<Status>()
  const [action, setAction] = useState<Action>()
  const [code, setCode] = useState('')
  const [note, setNote] = useState('')
  const [codes, setCodes] = useState<string[]>()

  const refresh = useCallback(() => {
    if (own) void callSecondFactor<Status>('').then((answer) => answer.ok && setStatus(answer.data))
  }, [own])
  useEffect(refresh, [refresh])

  if (id === undefined) return null
  const on = own ? Boolean(status?.enabled) : Boolean(enabled)
  const isAdmin = (user?.roles as string[] | undefined)?.includes('admin')

  async function withCode(event: FormEvent) {
    event.preventDefault()
    setNote('')
    const answer = await callSecondFactor<{ recoveryCodes?: string[] }>(action === 'renew' ? '/recovery-codes' : '/disable', { code })
    if (!answer.ok) return setNote(answer.message || say('secondFactor:failed'))
    setAction(undefined)
    setCode('')
    if (answer.data.recoveryCodes) setCodes(answer.data.recoveryCodes)
    refresh()
  }

  async function reset() {
    if (!window.confirm(say('secondFactor:resetHint'))) return
    const answer = await callSecondFactor('/reset', { user: id })
    setNote(answer.ok ? say('secondFactor:resetDone') : answer.message || say('secondFactor:failed'))
  }

  return (
    <div className="second-factor second-factor--panel" data-testid="second-factor-panel">
      <strong>{say('secondFactor:codeTitle')}</strong>
      <p data-testid="second-factor-state">{on ? say('secondFactor:panelOn') : say('secondFactor:panelOff')}</p>
      {own && status && <p>{status.required ? say('secondFactor:panelRequired') : say('secondFactor:panelOptional')}</p>}
      {own && on && status && <p>{say('secondFactor:recoveryLeft', { count: status.recoveryCodesLeft ?? 0 })}</p>}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />}
      {own && !on && action === 'setup' && (
        <SetUp
          onDone={() => {
            setAction(undefined)
            refresh()
          }}
          onExpired={refresh}
        />
      )}
      {own && !on && action !== 'setup' && status && <Button onClick={() => setAction('setup')}>{say('secondFactor:setUp')}</Button>}
      {own && on && !codes && (action === 'renew' || action === 'turnOff') && (
        <form className="second-factor__form" onSubmit={withCode}>
          <p>{action === 'renew' ? say('secondFactor:codeToRenew') : say('secondFactor:codeToTurnOff')}</p>
          <CodeInput id="second-factor-panel-code" label={say('secondFactor:codeLabel')} value={code} onChange={setCode} />
          <Button type="submit">{say('secondFactor:confirm')}</Button>
        </form>
      )}
      {own && on && !action && !codes && (
        <div className="second-factor__actions">
          <Button buttonStyle="secondary" onClick={() => setAction('renew')}>
            {say('secondFactor:renew')}
          </Button>
          {status && !status.required && (
            <Button buttonStyle="secondary" onClick={() => setAction('turnOff')}>
              {say('secondFactor:turnOff')}
            </Button>
          )}
        </div>
      )}
      {!own && isAdmin && on && (
        <>
          <p>{say('secondFactor:resetHint')}</p>
          <Button buttonStyle="secondary" onClick={() => void reset()}>
            {say('secondFactor:reset')}
          </Button>
        </>
      )}
      {note && <p role="status">{note}</p>}
    </div>
  )
}
