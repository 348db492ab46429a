'use client'
// The code prompt after the password: a code from the app, or one recovery code.
import { Button, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { ours } from '@/i18n/admin/ours'
import { callSecondFactor } from './api'
import { CodeInput } from './CodeInput'

export function CodePrompt({ onDone, onExpired }: { onDone: () => void; onExpired: () => void }) {
  const say = ours(useTranslation().t)
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const answer = await callSecondFactor('/verify', recovery ? { recoveryCode: code } : { code })
    setBusy(false)
    if (answer.ok) return onDone()
    if (answer.status === 403) return onExpired()
    setError(answer.message || say('secondFactor:failed'))
  }

  return (
    <form className="second-factor__form" onSubmit={submit} data-testid="second-factor-code">
      <h2>{say('secondFactor:codeTitle')}</h2>
      <p>{recovery ? say('secondFactor:recoveryPrompt') : say('secondFactor:codeIntro')}</p>
      <CodeInput
        key={recovery ? 'recovery' : 'code'}
        id={recovery ? 'second-factor-recovery' : 'second-factor-code'}
        label={recovery ? say('secondFactor:recoveryLabel') : say('secondFactor:codeLabel')}
        value={code}
        onChange={setCode}
        recovery={recovery}
      />
      {error && (
        <p className="second-factor__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="large" disabled={busy}>
        {say('secondFactor:signIn')}
      </Button>
      <button
        type="button"
        className="second-factor__switch"
        onClick={() => {
          setRecovery(!recovery)
          setCode('')
          setError('')
        }}
      >
        {recovery ? say('secondFactor:useApp') : say('secondFactor:useRecovery')}
      </button>
    </form>
  )
}
