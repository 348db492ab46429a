'use client'
// Setting the second factor up: the QR code (drawn by the server as SVG), the key to type by hand,
// and the first code, which puts it in force and brings the recovery codes.
import { Button, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useEffect, useState } from 'react'

import { ours } from '@/i18n/admin/ours'
import { callSecondFactor, type Setup } from './api'
import { CodeInput } from './CodeInput'
import { RecoveryCodes } from './RecoveryCodes'

export function SetUp({ onDone, onExpired }: { onDone: () => void; onExpired: () => void }) {
  const say = ours(useTranslation().t)
  const [setup, setSetup] = useState<Setup>()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [codes, setCodes] = useState<string[]>()

  useEffect(() => {
    void callSecondFactor<Setup>('/setup', {}).then((answer) => {
      if (answer.ok) setSetup(answer.data)
      else if (answer.status === 403) onExpired()
      else setError(answer.message || say('secondFactor:failed'))
    })
  }, [onExpired, say])

  async function confirm(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const answer = await callSecondFactor<{ recoveryCodes: string[] }>('/enable', { code })
    setBusy(false)
    if (answer.ok) setCodes(answer.data.recoveryCodes)
    else if (answer.status === 403) onExpired()
    else setError(answer.message || say('secondFactor:failed'))
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />
  return (
    <form className="second-factor__form" onSubmit={confirm} data-testid="second-factor-setup">
      <h2>{say('secondFactor:setupTitle')}</h2>
      <p>{say('secondFactor:setupIntro')}</p>
      {setup && (
        <>
          <img className="second-factor__qr" src={setup.qr} alt={say('secondFactor:qrAlt')} width={200} height={200} />
          <p className="second-factor__key">
            {say('secondFactor:manualKey')} <code data-testid="second-factor-key">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
        </>
      )}
      <CodeInput id="second-factor-code" label={say('secondFactor:codeLabel')} value={code} onChange={setCode} />
      {error && (
        <p className="second-factor__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="large" disabled={busy || !setup}>
        {say('secondFactor:confirm')}
      </Button>
    </form>
  )
}
