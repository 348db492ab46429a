'use client'
// The sign-in page's second step (after the password, in place of Payload's form): the code prompt,
// or setting the factor up for an account that must have one. Signing out drops the held session.
import { useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { ours } from '@/i18n/admin/ours'
import { afterSignIn, callSecondFactor } from './api'
import { CodePrompt } from './CodePrompt'
import { SetUp } from './SetUp'

import './secondFactor.css'

export type SignInStep = 'code' | 'setup'

export function SecondFactorStep({ step, onLeave }: { step: SignInStep; onLeave: () => void }) {
  const say = ours(useTranslation().t)
  const [expired, setExpired] = useState(false)

  useEffect(() => {
    document.body.classList.add('second-factor-step')
    return () => document.body.classList.remove('second-factor-step')
  }, [])

  const done = useCallback(() => window.location.assign(afterSignIn()), [])
  const onExpired = useCallback(() => setExpired(true), [])
  const signOut = async () => {
    await callSecondFactor('/sign-out', {})
    onLeave()
  }

  return (
    <div className="second-factor" data-testid="second-factor-step">
      {expired ? (
        <p className="second-factor__error" role="alert">
          {say('secondFactor:expired')}
        </p>
      ) : step === 'setup' ? (
        <SetUp onDone={done} onExpired={onExpired} />
      ) : (
        <CodePrompt onDone={done} onExpired={onExpired} />
      )}
      <button type="button" className="second-factor__switch" onClick={() => void signOut()}>
        {say('secondFactor:signOut')}
      </button>
    </div>
  )
}
