// The database part of a backup. SQLite: `VACUUM INTO`, a consistent copy taken while the site
// keeps running. PostgreSQL: pg_dump's custom format, restored by pg_restore (both from Debian's
// postgresql-client, of the server's major version or newer).
import { createClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { env } from '@/env'

export type Engine = 'sqlite' | 'postgres'
export const engine = (): Engine => (env.isPostgres ? 'postgres' : 'sqlite')
export const DUMP_NAME: Record<Engine, string> = { sqlite: 'database/campus.db', postgres: 'database/campus.pgdump' }

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT' ? `${command} is not installed: install Debian's postgresql-client (the server's major version or newer).` : error.message,
        ),
      ),
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.trim() || `exit ${code}`}`))))
  })
}

const sqliteUrl = (file: string) => `file:${file}`

export async function dumpDatabase(target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  if (engine() === 'postgres')
    return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${env.DATABASE_URL}`])
  // Opening a missing file would create an empty database, and back that up.
  if (!(await stat(env.SQLITE_FILE).catch(() => undefined)))
    throw new Error(`There is no database at ${env.SQLITE_FILE} (SQLITE_FILE, or set DATABASE_URL for PostgreSQL).`)
  const client = createClient({ url: sqliteUrl(env.SQLITE_FILE) })
  try {
    await client.execute(`VACUUM INTO '${target.replaceAll("'", "''")}'`)
  } finally {
    client.close()
  }
}

/** True when the configured database holds no tables (a new install, before its first start). */
export async function databaseIsEmpty(): Promise<boolean> {
  if (engine() === 'postgres') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = 'public'")
      return Number(rows[0]!.n) === 0
    } finally {
      await client.end()
    }
  }
  const size = await stat(env.SQLITE_FILE)
    .then((info) => info.size)
    .catch(() => 0)
  if (size === 0) return true
  const client = createClient({ url: sqliteUrl(env.SQLITE_FILE) })
  try {
    const { rows } = await client.execute("select count(*) as n from sqlite_master where type = 'table'")
    return Number(rows[0]!.n) === 0
  } finally {
    client.close()
  }
}

/** Puts the dump in place of the configured database (which must be empty, or `replace` set). */
export async function restoreDatabase(dump: string, { replace }: { replace: boolean }): Promise<void> {
  if (engine() === 'postgres') {
    if (replace) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      try {
        await client.query('drop schema public cascade; create schema public')
      } finally {
        await client.end()
      }
    }
    return runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${env.DATABASE_URL}`, dump])
  }
  await mkdir(path.dirname(env.SQLITE_FILE), { recursive: true })
  // Copied beside the target, then renamed over it: the database file is never half written.
  const incoming = `${env.SQLITE_FILE}.restoring`
  await copyFile(dump, incoming)
  await Promise.all(['-wal', '-shm'].map((suffix) => rm(`${env.SQLITE_FILE}${suffix}`, { force: true })))
  await rename(incoming, env.SQLITE_FILE)
}
