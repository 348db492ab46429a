// Fetched only when the server asks for a challenge (./passChallenge.ts): the ALTCHA widget in a
// panel at the bottom of the screen, saying in the visitor's language why they wait. It starts
// solving at once (workers made from blob: URLs, allowed by the policy's worker-src) and needs no
// click; nothing is fetched from anywhere and no cookie is set.
import 'altcha'

import type { Challenge } from 'altcha/types'

type Solve = { challenge: unknown; message: string; strings: Record<string, string> }
/** The solution (null when none came), and the panel's removal once the request is sent again. */
export type Solved = { solution: string | null; close: () => void }

/** The longest a visitor waits for a solution before the form says it could not be sent. */
const GIVE_UP_MS = 90_000

export function solveChallenge({ challenge, message, strings }: Solve): Promise<Solved> {
  const language = document.documentElement.lang || 'en'
  $altcha.i18n.set(language, { ...$altcha.i18n.get('en'), ...strings })

  const panel = document.createElement('div')
  panel.setAttribute('role', 'status')
  panel.setAttribute('aria-live', 'polite')
  panel.dataset.testid = 'challenge-panel'
  panel.className = 'fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-lg'
  const text = document.createElement('p')
  text.className = 'mx-auto mb-3 max-w-xl text-sm text-slate-800'
  text.textContent = message
  const widget = document.createElement('altcha-widget')
  widget.className = 'mx-auto block max-w-xl'
  widget.setAttribute('configuration', JSON.stringify({ challenge: challenge as Challenge, auto: 'onload', hideFooter: true, language, name: 'altcha' }))
  panel.append(text, widget)

  return new Promise<Solved>((resolve) => {
    let settled = false
    const done = (solution: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // With a solution the panel says "checked, sending" until the answer is back.
      if (!solution) panel.remove()
      resolve({ solution, close: () => panel.remove() })
    }
    const timer = setTimeout(() => done(null), GIVE_UP_MS)
    widget.addEventListener('verified', (event) => done((event as CustomEvent<{ payload?: string }>).detail?.payload ?? null))
    widget.addEventListener('statechange', (event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state
      if (state === 'error' || state === 'expired') done(null)
    })
    document.body.append(panel)
  })
}
