// Waiting for SQLite's write lock without stopping the process (decision 053). libSQL runs each
// statement synchronously, so SQLite's own busy timeout waits with the whole Node process stopped:
// every other request, and the transaction in this same process that holds the lock and would
// release it, wait with it. Our connections keep that timeout at 0, and a statement refused with
// SQLITE_BUSY is tried again after a pause in which everything else goes on, until the wait
// allowed for one statement (DATABASE_QUERY_TIMEOUT_SECONDS) is spent.
import { type Client, type Config, createClient } from '@libsql/client'
import { setTimeout as sleep } from 'node:timers/promises'

// SQLITE_BUSY_SNAPSHOT: a read transaction's snapshot is older than the last commit; no wait helps.
const BUSY_SNAPSHOT = 517

/** A lock another connection holds: worth trying again once it may have been released. */
export function isBusy(error: unknown): boolean {
  const { code, rawCode } = (error ?? {}) as { code?: unknown; rawCode?: unknown }
  return code === 'SQLITE_BUSY' && rawCode !== BUSY_SNAPSHOT
}

/** Runs `attempt` again after SQLITE_BUSY, with growing pauses, until `waitMillis` have passed. */
export async function patiently<T>(attempt: () => Promise<T>, waitMillis: number): Promise<T> {
  const giveUpAt = Date.now() + waitMillis
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await attempt()
    } catch (error) {
      const left = giveUpAt - Date.now()
      if (!isBusy(error) || left <= 0) throw error
      await sleep(Math.min(pause, left))
    }
  }
}

// Statements that take the write lock: each is tried again whole (a batch and a transaction's
// BEGIN are rolled back when refused).
const RETRIED = new Set(['execute', 'batch', 'executeMultiple', 'migrate', 'transaction'])

/**
 * A client whose statements wait for a lock held elsewhere by pausing, not by blocking. A
 * connection on which a statement was refused is closed and another opened: libSQL leaves the
 * refused statement in progress, and until the garbage collector finalizes it, every later write
 * on that connection stays uncommitted and every COMMIT fails ("SQL statements in progress",
 * tursodatabase/libsql-client-ts#352). Connections keep SQLite's busy timeout at 0 (libSQL's
 * default, also for the connection it opens after handing one to a transaction). A statement
 * refused inside a transaction is not tried again: the transaction is rolled back by its owner.
 */
export function patientClient(open: () => Client, waitMillis: number, first: Client = open()): Client {
  let current = first
  const call = (name: string, args: unknown[]) =>
    patiently(async () => {
      const client = current
      try {
        return await (client[name as keyof Client] as Method).apply(client, args)
      } catch (error) {
        if (isBusy(error) && client === current) {
          current = open()
          client.close()
        }
        throw error
      }
    }, waitMillis)
  return new Proxy(first, {
    get(_, name) {
      if (typeof name === 'string' && RETRIED.has(name)) return (...args: unknown[]) => call(name, args)
      const value = Reflect.get(current, name, current)
      return typeof value === 'function' && name !== 'constructor' ? value.bind(current) : value
    },
  })
}

type Method = (...args: unknown[]) => Promise<unknown>

/**
 * Payload's SQLite adapter with a patient client: the client it creates on connecting is wrapped
 * as it is stored, so its pragmas, migrations and every query after go through the wrapper.
 */
export function withPatientClient<A extends { init: (...args: never[]) => object }>(adapter: A, waitMillis: number): A {
  return {
    ...adapter,
    init: (...args: Parameters<A['init']>) => {
      const database = adapter.init(...args) as { clientConfig: Config }
      const config = database.clientConfig
      let client: Client | undefined
      Object.defineProperty(database, 'client', {
        configurable: true,
        enumerable: true,
        get: () => client,
        set: (value: Client | undefined) => {
          client = value && patientClient(() => createClient(config), waitMillis, value)
        },
      })
      return database
    },
  }
}
