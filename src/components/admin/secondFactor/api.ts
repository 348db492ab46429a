// The browser's calls to /api/users/second-factor (src/security/secondFactor/endpoints.ts). A code
// is a sign-in attempt: past a few wrong ones the server asks for a challenge, passed here.
import { fetchPassingChallenge } from '@/security/ui/passChallenge'

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string }
export type Status = { signedIn: boolean; step: 'code' | 'setup' | null; enabled?: boolean; required?: boolean; recoveryCodesLeft?: number }
export type Setup = { secret: string; uri: string; qr: string }

const base = '/api/users/second-factor'

export async function callSecondFactor<T>(path: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  const url = `${base}${path}`
  const response =
    body === undefined && path === ''
      ? await fetch(url, { credentials: 'include', headers: { 'accept-language': document.documentElement.lang } })
      : await fetchPassingChallenge(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        })
  const json = (await response.json().catch(() => ({}))) as T & { errors?: { message?: string }[] }
  if (response.ok) return { ok: true, data: json }
  return { ok: false, status: response.status, message: json.errors?.[0]?.message ?? '' }
}

/** Where to go once signed in: the page the admin was sent to sign in from, within the admin. */
export function afterSignIn(): string {
  const wanted = new URLSearchParams(window.location.search).get('redirect') ?? ''
  return /^\/admin(?:[/?#]|$)/.test(wanted) ? wanted : '/admin'
}
