// Throw-away PostgreSQL databases for the test suites.
import pg from 'pg'

export const postgresAdminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** Resolves with null when PostgreSQL answers, else with the reason it does not. */
export async function postgresUnavailableReason() {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

/** Drops and creates a database; returns its connection URL. */
export async function freshPostgresDatabase(name) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
  const url = new URL(postgresAdminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropPostgresDatabase(name) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await client.end()
  }
}
