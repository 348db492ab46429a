'use client'
// The draft of an application in localStorage: every typed value, the step and the
// Idempotency-Key, so a reload loses nothing and a retry cannot make a second application.
// Files cannot be kept there; the form says so beside the documents. A draft holds personal
// data on a device that may be shared: it is dropped 7 days after its last change, on submit,
// and at once when the visitor asks ("Forget this draft").
import { useCallback, useEffect, useState } from 'react'

import { emptyValues, type Step, VALUE_FIELDS, type ValueField, type Values } from '@/admissions/shared/fields'

/** An Idempotency-Key for the draft's sending: 32 hex digits from the browser's random source. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export const DRAFT_KEY = 'campus.applicationDraft.v1'

export const DRAFT_DAYS = 7
const DRAFT_LIFETIME_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000

export type Draft = { values: Values; step: Step; idempotencyKey: string; savedAt?: number }

const freshDraft = (): Draft => ({ values: emptyValues(), step: 1, idempotencyKey: '' })

/**
 * Whether a stored draft is still to be offered: changed within the last 7 days. A draft saved
 * before drafts were dated counts from now (it is dated on the next write), so nobody loses one.
 */
export const isDraftFresh = (savedAt: unknown, now: number) => typeof savedAt !== 'number' || now - savedAt < DRAFT_LIFETIME_MS

function forgetStoredDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Storage unavailable: there is nothing stored to forget.
  }
}

function readDraft(now = Date.now()): Draft | null {
  try {
    const raw = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null
    if (!raw || typeof raw !== 'object' || typeof raw.idempotencyKey !== 'string') return null
    if (!isDraftFresh(raw.savedAt, now)) {
      forgetStoredDraft()
      return null
    }
    const values = emptyValues()
    for (const field of VALUE_FIELDS) {
      const value = raw.values?.[field]
      if (typeof value === 'string') values[field] = value
    }
    const step = raw.step === 2 || raw.step === 3 ? raw.step : 1
    return { values, step, idempotencyKey: raw.idempotencyKey }
  } catch {
    return null
  }
}

/**
 * A programme chosen on its page (`/form?program=…&degree=…&study_form=…`): the choice of
 * step 1, over whatever a stored draft held; the rest of the draft stays. The form drops any of
 * them the catalogue does not offer.
 */
export function presetFromAddress(search: string): Partial<Record<ValueField, string>> | null {
  const query = new URLSearchParams(search)
  const id = (name: string) => (/^\d{1,9}$/.test(query.get(name) ?? '') ? query.get(name)! : '')
  if (!id('program')) return null
  return { degree: id('degree'), study_form: id('study_form'), faculty: id('program') }
}

export function useApplicationDraft() {
  const [draft, setDraft] = useState<Draft>(freshDraft)
  const [restored, setRestored] = useState(false)
  // Nothing is written before the stored draft has been read, or it would be overwritten.
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const stored = readDraft()
    const preset = presetFromAddress(window.location.search)
    if (stored && Object.values(stored.values).some(Boolean)) {
      setDraft(preset ? { ...stored, values: { ...stored.values, ...preset }, step: 1 } : stored)
      setRestored(true)
    } else {
      setDraft((current) => ({ ...current, values: { ...current.values, ...preset }, idempotencyKey: stored?.idempotencyKey || newIdempotencyKey() }))
    }
    setLoaded(true)
  }, [])

  useEffect(() => {
    if (!loaded) return
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }))
    } catch {
      // Private mode or a full storage: the form still works, only without a draft.
    }
  }, [draft, loaded])

  const setValues = useCallback((change: Partial<Record<ValueField, string>>) => {
    setDraft((current) => ({ ...current, values: { ...current.values, ...change } }))
  }, [])
  const setStep = useCallback((step: Step) => setDraft((current) => ({ ...current, step })), [])
  /** After an answer that stored nothing: the corrected application is a new request. */
  const renewKey = useCallback(() => setDraft((current) => ({ ...current, idempotencyKey: newIdempotencyKey() })), [])
  /** After success, or when the visitor clears the form. */
  const clear = useCallback(() => {
    // The empty draft that replaces it carries a new key: the next application is a new request.
    setDraft({ ...freshDraft(), idempotencyKey: newIdempotencyKey() })
    setRestored(false)
  }, [])

  /** The visitor's "Forget this draft": removed from the device now, the form empty again. */
  const forget = useCallback(() => {
    forgetStoredDraft()
    clear()
  }, [clear])

  return { draft, restored, setValues, setStep, renewKey, clear, forget }
}
