// The visitor's answer to the statistics question, kept in this browser for six months
// (localStorage: the server never needs it, so it travels with no request).
export type Choice = 'granted' | 'denied'

const KEY = 'campus-analytics-consent'
export const KEEP_DAYS = 182
/** Sent by the footer's "Cookie settings" to open the question again. */
export const REOPEN_EVENT = 'campus:consent-open'

type Stored = { choice: Choice; until: number }

export function readChoice(now = Date.now()): Choice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null
    if (stored && (stored.choice === 'granted' || stored.choice === 'denied') && stored.until > now) return stored.choice
  } catch {
    // Storage blocked or the value damaged: the question is asked again.
  }
  return null
}

export function saveChoice(choice: Choice, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ choice, until: now + KEEP_DAYS * 86_400_000 } satisfies Stored))
  } catch {
    // Storage blocked: the answer holds for this page only.
  }
}
