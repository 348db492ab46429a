// Global setup of the integration project: when every file has finished (and its connections
// are closed), drops the per-file PostgreSQL databases tests/helpers/intSetup.ts created.
import pg from 'pg'

export default function setup() {
  return async function teardown() {
    const base = process.env.DATABASE_URL
    if (!base?.startsWith('postgres')) return
    const prefix = `${new URL(base).pathname.slice(1)}_f`
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
    } finally {
      await client.end()
    }
  }
}
