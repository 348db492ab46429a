// PostgreSQL read replicas (DATABASE_REPLICA_URLS). Payload alone sends every read outside a
// transaction to a random replica, unless this process wrote in the last two seconds: a write
// saved through another instance, or a replica further behind, would be read stale. Here the
// primary reads by default, and a replica only inside `readFromReplica`, only once it has
// replayed everything the primary had written when the read began. Such a read sees every
// write that finished before it, made through any instance (docs/decisions/022-read-replicas.md).
import { AsyncLocalStorage } from 'node:async_hooks'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { withReplicas } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { DatabaseAdapterObj } from 'payload'
import type { Pool } from 'pg'
import { processWide } from '@/lib/processWide'

type Database = PostgresAdapter['drizzle']
type Routing = { primary: Database; replicas: Database[] }

const chosen = new AsyncLocalStorage<{ replica: Database }>()
/** The process's routing, once Payload has connected (each bundle loads this module). */
const routingHere = processWide<{ routing?: Routing }>('database.replicaRouting', () => ({}))

/** After Payload has connected: the same replicas, chosen only inside readFromReplica. */
function routeReadsToPrimary(adapter: PostgresAdapter) {
  const routed = adapter.drizzle as Database & { $replicas?: Database[] }
  const primary = adapter.primaryDrizzle
  if (!primary || !routed.$replicas?.length) return
  const replicas = routed.$replicas
  // A replica going away is the primary's work meanwhile, never a crash (pg's pools throw unheard errors).
  for (const replica of replicas)
    (replica as Database & { $client?: Pool }).$client?.on('error', (error) => adapter.payload.logger.warn({ msg: 'Read replica connection lost', err: error }))
  routingHere.routing = { primary, replicas }
  adapter.drizzle = withReplicas(primary as never, replicas as [never], () => (chosen.getStore()?.replica ?? primary) as never) as unknown as Database
}

/** The Postgres adapter with its reads on the primary except where readFromReplica says. */
export function withReplicaRouting(base: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const connect = adapter.connect!
      adapter.connect = async function (this: PostgresAdapter, options) {
        await connect.call(this, options)
        routeReadsToPrimary(this)
      }
      return adapter
    },
  }
}

/** A replica that has replayed the primary's WAL up to now, or undefined (none, or all behind or down). */
async function caughtUpReplica({ primary, replicas }: Routing): Promise<Database | undefined> {
  const { rows } = await primary.execute<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`)
  const lsn = rows[0]!.lsn
  const start = Math.floor(Math.random() * replicas.length)
  for (let i = 0; i < replicas.length; i++) {
    const replica = replicas[(start + i) % replicas.length]!
    try {
      const answer = await replica.execute<{ ok: boolean }>(sql`select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, false) as ok`)
      if (answer.rows[0]?.ok) return replica
    } catch {
      // Unreachable: the next replica, or the primary.
    }
  }
  return undefined
}

/**
 * Runs `read` with Payload's reads on a caught-up replica (the primary when there is none).
 * For public reads only: a staff member's or an applicant's own data, and anything about to
 * be written, stay on the primary by being read outside it.
 */
export async function readFromReplica<T>(read: () => Promise<T>): Promise<T> {
  const routing = routingHere.routing
  if (!routing || chosen.getStore()) return read()
  const replica = await caughtUpReplica(routing)
  return replica ? chosen.run({ replica }, read) : read()
}
