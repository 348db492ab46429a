// Next's cache (rendered pages and `unstable_cache` data) shared by every instance through Redis,
// used when REDIS_URL is set (next.config.ts; docs/decisions/025-shared-cache.md).
//
// - Reads and writes go to Redis (@fortedigital/nextjs-cache-handler's `redis-strings`), keyed by
//   the build, so instances of one build share pages and a new build never serves an old one's.
// - A tag expired on any instance is expired in Redis at once (the next read anywhere renders
//   afresh), and announced on a Redis channel: the other instances drop it from their memory
//   copy and forget the compatibility API's answers (src/cache/answerMemo.ts).
// - Every entry is also kept in this process's memory. While Redis cannot be reached, reads fall
//   back to that copy (or render), so pages keep answering; edits made meanwhile on other
//   instances reach this one when Redis is back.
// Plain JavaScript: Next loads this file itself at start-up, outside its bundles.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'

import { processWideIfMade } from '../lib/processWide.mjs'

/** The channel on which instances announce expired tags to each other. */
export const CHANGES_CHANNEL = 'campus:cache:expired'
/** A Redis command slower than this counts as Redis being unavailable: render instead. */
const COMMAND_TIMEOUT_MS = 500
const MEMORY_BYTES = 256 * 1024 * 1024

const instance = randomUUID()

const log = (level, msg, extra = {}) => {
  // One JSON line, as Payload's logger writes them, so the server log stays one format.
  const line = JSON.stringify({ level, time: Date.now(), msg: `Shared cache: ${msg}`, ...extra })
  if (level >= 50) console.error(line)
  else console.log(line)
}

function redisClient(url, { queueWhileDisconnected = false } = {}) {
  const client = createClient({
    url,
    // Fail at once while disconnected (the read falls back to memory) instead of queueing.
    disableOfflineQueue: !queueWhileDisconnected,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  })
  let down = false
  client.on('error', (error) => {
    if (!down) log(40, 'Redis unavailable, serving from this instance’s memory until it is back', { err: String(error?.message ?? error) })
    down = true
  })
  client.on('ready', () => {
    if (down) log(30, 'Redis reachable again')
    down = false
  })
  return client
}

/** Tells the functions the app registers to hear of content changed on another instance (src/cache/changes.ts). */
function notifyListeners(tags) {
  for (const listener of /** @type {Map<string, (tags: string[]) => void> | undefined} */ (processWideIfMade('cache.remoteChangeListeners'))?.values() ?? []) {
    try {
      listener(tags)
    } catch (error) {
      log(50, 'a change listener failed', { err: String(error) })
    }
  }
}

CacheHandler.onCreation(async ({ buildId }) => {
  const memory = createLruHandler({ maxItemsNumber: 10_000, maxItemSizeBytes: MEMORY_BYTES })
  // `next build` prerenders nothing from the database; it needs no Redis.
  if (process.env.NEXT_PHASE === 'phase-production-build' || !process.env.REDIS_URL) return { handlers: [memory] }

  const build = buildId ?? 'unknown'
  const client = redisClient(process.env.REDIS_URL)
  const redis = createRedisHandler({ client, keyPrefix: `campus:${build}:`, timeoutMs: COMMAND_TIMEOUT_MS })
  // The subscription waits for the connection (and is renewed after each reconnect).
  const subscriber = redisClient(process.env.REDIS_URL, { queueWhileDisconnected: true })
  // A server that starts while Redis is down serves from memory and connects when it can.
  for (const c of [client, subscriber]) c.connect().catch(() => {})

  subscriber
    .subscribe(CHANGES_CHANNEL, (message) => {
      let change
      try {
        change = JSON.parse(message)
      } catch {
        return
      }
      if (change.from === instance || !Array.isArray(change.tags)) return
      for (const tag of change.tags) {
        memory.revalidateTag(tag).catch(() => {})
        // Another build (a rolling deploy) keeps its own entries: expire ours as well.
        if (change.build !== build) redis.revalidateTag(tag).catch(() => {})
      }
      notifyListeners(change.tags)
    })
    .catch(() => {})

  // Tags expired here while Redis was unreachable: expired in Redis and announced once it is back,
  // so no instance keeps serving what an edit made during the outage replaced.
  const missed = new Set()
  const expire = async (tag) => {
    try {
      await redis.revalidateTag(tag)
      await client.publish(CHANGES_CHANNEL, JSON.stringify({ from: instance, build, tags: [tag] }))
      missed.delete(tag)
    } catch (error) {
      missed.add(tag)
      throw error
    }
  }
  client.on('ready', () => {
    for (const tag of missed) expire(tag).catch(() => {})
  })
  const shared = { ...redis, revalidateTag: expire }
  log(30, `pages and data kept in Redis (build ${build})`)
  // Read from Redis; when Redis throws (down, slow), from memory. Writes and expiries go to both.
  return { handlers: [shared, memory] }
})

export default CacheHandler
