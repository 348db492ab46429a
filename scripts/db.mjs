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

/**
 * Drops and creates a database, empty or as a copy of `template`, on the server of `server` (an
 * address on it; the test server by default); returns the new database's address.
 * @param {string} name
 * @param {{ template?: string, server?: string }} [options]
 */
export async function freshPostgresDatabase(name, { template, server = postgresAdminUrl() } = {}) {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    // Two copies made at one moment: PostgreSQL refuses the second while the first reads the template.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`)
        break
      } catch (error) {
        if (!template || attempt === 30 || !/being accessed by other users/.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  } finally {
    await client.end()
  }
  const url = new URL(server)
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
