// Fetched when the server asks for a challenge (./passChallenge.ts): solves it while the visitor
// waits (./solveChallenge.ts, the widget) and sends the same request again with the solution;
// nothing the visitor typed is lost.
import { CHALLENGE_HEADER, SOLUTION_HEADER } from './passChallenge'
import { solveChallenge } from './solveChallenge'

type ChallengeAnswer = { challenge?: unknown; strings?: Record<string, string>; errors?: { message?: string }[] }

/** At most two challenges in a row (the first solution may expire on a very slow phone). */
export async function retryWithChallenge(first: Response, url: string, init: RequestInit, send: typeof fetch = fetch): Promise<Response> {
  let response = first
  for (let round = 0; round < 2 && response.status === 428 && response.headers.get(CHALLENGE_HEADER) === 'altcha'; round++) {
    const asked = (await response
      .clone()
      .json()
      .catch(() => null)) as ChallengeAnswer | null
    if (!asked?.challenge) break
    const { solution, close } = await solveChallenge({ challenge: asked.challenge, message: asked.errors?.[0]?.message ?? '', strings: asked.strings ?? {} })
    if (!solution) break
    const headers = new Headers(init.headers)
    headers.set(SOLUTION_HEADER, solution)
    try {
      response = await send(url, { ...init, headers })
    } finally {
      close()
    }
  }
  return response
}
