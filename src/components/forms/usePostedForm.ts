'use client'
// What the contact form and an event's sign-up form do alike: check the fields in the browser by
// the server's own rules, post them as JSON, and show the answer beside the fields (a field's
// error, a notice, or "sent"); what the visitor typed stays until it has gone.
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { fill } from '@/components/labels'
import { fetchPassingChallenge } from '@/security/ui/passChallenge'

type Problem<F, K> = { field: F; key: K; max?: number }
type Check<F, K> = { ok: true } | { ok: false; problems: Problem<F, K>[] }
type Errors = Partial<Record<string, string>>
type Answer = { errors?: { field?: string; message?: string }[] }

type Options<F extends string, K extends string> = {
  action: string
  /** The fields in the order they stand, so the first one wrong takes the focus. */
  fields: readonly F[]
  check: (fields: Record<string, string>) => Check<F, K>
  problems: Record<K, string>
  labels: { invalid: string; failed: string; network: string }
  /** Sent with the fields, over what the form holds. */
  extra?: Record<string, string>
}

export function usePostedForm<F extends string, K extends string>({ action, fields: order, check, problems, labels, extra }: Options<F, K>) {
  // By field name: the browser's check and the server's answer name the fields as the form does.
  const [errors, setErrors] = useState<Errors>({})
  const [notice, setNotice] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  // Server HTML lets the browser check the fields, so the form works before (and without) JavaScript.
  const [hydrated, setHydrated] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLHeadingElement>(null)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (sent) done.current?.focus()
  }, [sent])

  function showErrors(found: Errors) {
    setErrors(found)
    setNotice(labels.invalid)
    const first = order.find((field) => found[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const values = Object.fromEntries([...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]))
    const checked = check(values)
    if (!checked.ok) return showErrors(Object.fromEntries(checked.problems.map(({ field, key, max }) => [field, fill(problems[key], { max: max ?? 0 })])))
    setErrors({})
    setNotice('')
    setSending(true)
    try {
      const response = await fetchPassingChallenge(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, ...extra }),
      })
      if (response.ok) return setSent(true)
      const answer = (await response.json().catch(() => null)) as Answer | null
      const byField = Object.fromEntries((answer?.errors ?? []).filter((error) => error.field && error.message).map((error) => [error.field, error.message]))
      if ((response.status === 400 || response.status === 422) && Object.keys(byField).length) return showErrors(byField)
      setNotice(answer?.errors?.[0]?.message ?? labels.failed)
    } catch {
      setNotice(labels.network)
    } finally {
      setSending(false)
    }
  }

  return { form, done, errors, notice, sending, sent, hydrated, submit, again: () => setSent(false) }
}
