'use client'
// The footer's newsletter form (Subscribe.tsx puts the box's words around it). The button stays
// disabled until the address passes the specification's rule (src/lib/email.ts), with no message
// for what is not yet an address; Enter subscribes; success clears the field and opens a modal
// confirmation (focus inside, Escape and the button close it, focus goes back to the field).
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { isEmailAddress } from '@/lib/email'
import { fetchPassingChallenge } from '@/security/ui/passChallenge'
import { lazyPanel, useLazyPanel } from '@/components/useLazyPanel'

/** Only the words the form itself shows: each is written into every page's data. */
export type SubscribeLabels = {
  label: string
  placeholder: string
  button: string
  dialogTitle: string
  dialogText: string
  close: string
  failed: string
}

type Props = { action: string; labels: SubscribeLabels }

// The confirmation is fetched as the address is sent, not with the page (SubscribedDialog.tsx).
const subscribedDialog = lazyPanel(() => import('./SubscribedDialog'))

export function SubscribeBox({ action, labels }: Props) {
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState('')
  const confirmation = useLazyPanel(subscribedDialog)
  // Server HTML keeps the button enabled, so the box works before (and without) JavaScript.
  const [hydrated, setHydrated] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // An address typed before the scripts ran is where the state starts: React's next render would
  // otherwise write the empty state into the field.
  useEffect(() => {
    setEmail(input.current?.value ?? '')
    setHydrated(true)
  }, [])

  const valid = isEmailAddress(email)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The field, not the state: Enter pressed as the scripts arrive comes before the render that
    // adopts what was typed.
    const address = input.current?.value ?? email
    if (!isEmailAddress(address) || sending) return
    setSending(true)
    confirmation.prefetch()
    setProblem('')
    const body = new FormData()
    body.append('email', address.trim())
    try {
      const response = await fetchPassingChallenge(action, { method: 'POST', body, headers: { Accept: 'application/json' } })
      if (response.ok) {
        setEmail('')
        confirmation.show()
        return
      }
      const answer = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      console.error('Newsletter sign-up failed:', response.status)
      setProblem(answer?.errors?.[0]?.message ?? labels.failed)
    } catch (error) {
      console.error('Newsletter sign-up failed:', error)
      setProblem(labels.failed)
    } finally {
      setSending(false)
    }
  }

  function closed() {
    confirmation.hide()
    input.current?.focus()
  }

  return (
    <>
      <form
        method="post"
        action={action}
        onSubmit={submit}
        noValidate={hydrated}
        data-early
        // Side by side only where the column is a whole phone's width or more (sm, one column):
        // beside the button in a footer column the field would show a dozen characters.
        className="flex flex-col gap-2 sm:flex-row md:flex-col"
      >
        <label htmlFor="newsletter-email" className="sr-only">
          {labels.label}
        </label>
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setProblem('')
          }}
          placeholder={labels.placeholder}
          aria-describedby="newsletter-privacy"
          className="min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
        <button
          type="submit"
          disabled={hydrated && (!valid || sending)}
          className="rounded-md bg-white px-4 py-2 font-semibold text-brand-950 hover:bg-brand-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:bg-white/40 disabled:text-brand-950/70"
          data-testid="subscribe-button"
        >
          {labels.button}
        </button>
      </form>
      <p role="status" className="mt-2 text-sm text-amber-200 empty:hidden">
        {problem}
      </p>
      {confirmation.render({ labels, onClosed: closed })}
    </>
  )
}
