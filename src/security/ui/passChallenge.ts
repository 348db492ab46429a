// The browser's side of the limits (docs/decisions/044-limits-for-a-crowd.md): the forms' fetch.
// Only these lines are part of a page's first load; when the server asks for a challenge (428),
// the code that solves it is fetched then (./retryWithChallenge.ts).

/** The server's mark on an answer that asks for a challenge. */
export const CHALLENGE_HEADER = 'x-challenge'
/** The header the solved challenge goes back in (src/security/challenge.ts). */
export const SOLUTION_HEADER = 'x-altcha'

/**
 * fetch, passing the challenges the server asks for on the way; the same body is sent again.
 * `send` is the fetch to use (the page's own, when the page's fetch is the one passing challenges).
 */
export async function fetchPassingChallenge(url: string, init: RequestInit = {}, send: typeof fetch = fetch): Promise<Response> {
  // The page's language, for answers given before the body is read (the challenge's words).
  const headers = new Headers(init.headers)
  if (!headers.has('accept-language')) headers.set('accept-language', document.documentElement.lang)
  init = { ...init, headers }
  const response = await send(url, init)
  if (response.status !== 428 || response.headers.get(CHALLENGE_HEADER) !== 'altcha') return response
  return (await import('./retryWithChallenge')).retryWithChallenge(response, url, init, send)
}
