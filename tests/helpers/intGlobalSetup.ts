// Global setup of the integration projects. Before any file runs: one database migrated with the
// committed migrations (by Payload's own `migrate` command, as production is), which every file
// copies as its own (tests/helpers/intSetup.ts) instead of running some sixty migrations itself.
// When every file has finished (and its connections are closed): the per-file PostgreSQL
// databases and the migrated one are dropped, the SQLite file removed.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { freshPostgresDatabase } from '../../scripts/db.mjs'
import { payloadCommand, root } from '../../scripts/lib.mjs'

/** Migrates the database `env` names with `npm run migrate`'s command, or throws with its output. */
function migrate(env: Record<string, string>) {
  const [command, args] = payloadCommand(['migrate'])
  const done = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PAYLOAD_TEST: '1', NODE_OPTIONS: '--no-deprecation' },
    encoding: 'utf8',
  })
  if (done.status !== 0) throw new Error(`migrating the integration tests' template failed (exit ${done.status}):\n${done.stdout}\n${done.stderr}`)
}

export default async function setup() {
  const base = process.env.DATABASE_URL
  if (base?.startsWith('postgres')) {
    const template = `${new URL(base).pathname.slice(1)}_template`.slice(0, 63)
    migrate({ DATABASE_URL: await freshPostgresDatabase(template, { server: base }) })
    process.env.INT_TEMPLATE_DATABASE = template
  } else {
    const file = path.join(os.tmpdir(), `campus-int-template-${process.pid}.db`)
    migrate({ DATABASE_URL: '', SQLITE_FILE: file })
    process.env.INT_TEMPLATE_SQLITE = file
  }

  return async function teardown() {
    if (!base?.startsWith('postgres')) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${process.env.INT_TEMPLATE_SQLITE}${suffix}`, { force: true })
      return
    }
    const prefix = `${new URL(base).pathname.slice(1)}_f`
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
      await client.query(`drop database if exists "${process.env.INT_TEMPLATE_DATABASE}" with (force)`)
    } finally {
      await client.end()
    }
  }
}
