// Content changed on another instance: the shared cache handler (src/cache/redis-cache-handler.mjs)
// hears it on Redis and calls what is registered here, so memories kept beside Next's cache
// (the compatibility API's recent answers) are dropped on every instance, not only the one
// that saved. A process without Redis never calls them: its own saves go through expireTags.
import { processWide } from '@/lib/processWide'
type Listener = (tags: string[]) => void
/** Read by the cache handler under the same name (Symbol.for('campus.cache.remoteChangeListeners')). */
const listeners = () => processWide('cache.remoteChangeListeners', () => new Map<string, Listener>())

/** Registers (or replaces, by name: each bundle loads this module) what to do on a remote change. */
export function onRemoteChange(name: string, listener: Listener) {
  listeners().set(name, listener)
}
