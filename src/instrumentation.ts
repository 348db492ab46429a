// Runs once when the server starts: validates the environment, so a production
// server without PAYLOAD_SECRET stops at once with a one-line explanation.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./env')
}
