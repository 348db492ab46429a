'use client'
// On the admin's sign-in page only (admin.components.beforeLogin): when the server asks a sign-in
// for a challenge (src/security/staffSignIn.ts, an address after failed sign-ins), the browser
// solves it and signs in by itself. Payload's login form posts with the page's fetch, so for as
// long as the page is shown that fetch passes challenges for the sign-in request, and only for it.
// A sign-in that still needs its second factor (src/security/secondFactor) goes on here to the code
// prompt or to setting one up, in place of the form; so does a page reloaded in that state.
import { useEffect, useState } from 'react'

import { fetchPassingChallenge } from '@/security/ui/passChallenge'
import { callSecondFactor, type Status } from './secondFactor/api'
import { SecondFactorStep, type SignInStep } from './secondFactor/SecondFactorStep'

import './SignInChallenge.css'

const SECOND_FACTOR_HEADER = 'x-second-factor'

const isSignIn = (input: RequestInfo | URL, init: RequestInit | undefined) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  return method === 'POST' && url.origin === window.location.origin && /^\/api\/users\/login\/?$/.test(url.pathname)
}

export function SignInChallenge() {
  const [step, setStep] = useState<SignInStep>()

  useEffect(() => {
    const pageFetch = window.fetch
    const passing: typeof fetch = async (input, init) => {
      if (input instanceof Request || !isSignIn(input, init)) return pageFetch(input, init)
      const response = await fetchPassingChallenge(String(input), init, pageFetch)
      const needed = response.ok ? response.headers.get(SECOND_FACTOR_HEADER) : null
      if (needed !== 'code' && needed !== 'setup') return response
      setStep(needed)
      // Payload's form is not told: it would go on to the admin, which this session cannot open yet.
      return new Promise<Response>(() => {})
    }
    window.fetch = passing
    void callSecondFactor<Status>('').then((answer) => {
      if (answer.ok && answer.data.step) setStep(answer.data.step)
    })
    return () => {
      if (window.fetch === passing) window.fetch = pageFetch
    }
  }, [])

  return step ? <SecondFactorStep step={step} onLeave={() => window.location.reload()} /> : null
}
