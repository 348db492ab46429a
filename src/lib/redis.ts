// The one Redis connection of this process for the app's own use (shared rate limits), made
// when REDIS_URL is set. Kept on the process, since Next's bundles and the production server
// each load this module. Commands fail at once while Redis is unreachable (no offline queue),
// so callers fall back to what works without it instead of waiting; it reconnects by itself.
import { createClient } from 'redis'

import { env } from '@/env'
import { processWide } from './processWide'

const connect = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  })

type Client = ReturnType<typeof connect>
/** The process's Redis client, or null without REDIS_URL. */
export const sharedRedis = (): Client | null => processWide('redis.client', () => (env.REDIS_URL ? connected(env.REDIS_URL) : null))

function connected(url: string): Client {
  const client = connect(url)
  let down = false
  client.on('error', (error: Error) => {
    if (!down)
      console.error(
        JSON.stringify({
          level: 40,
          time: Date.now(),
          msg: `Redis unavailable for rate limits; each instance counts on its own until it is back: ${error.message}`,
        }),
      )
    down = true
  })
  client.on('ready', () => {
    down = false
  })
  client.connect().catch(() => {})
  return client
}
