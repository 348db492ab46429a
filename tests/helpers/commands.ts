// Runs the project's TypeScript commands (npm run backup, restore, …) as a user would, with the
// settings of a given install, for the suites that check them end to end.
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { expect } from 'vitest'

import { typeScript } from '../../scripts/lib.mjs'
import { dialect } from './payload'

const root = path.resolve(import.meta.dirname, '../..')

export function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const [command, commandArgs] = typeScript(script, args) as [string, string[]]
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, PAYLOAD_TEST: '1', ...env } })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

export type InstallSummary = { news: unknown[]; applications: unknown[]; documents: unknown[]; media: unknown[] }

/** What the install holds, read through Payload in its own process (tests/helpers/installSummary.ts). */
export async function installSummary(env: Record<string, string>) {
  const { code, out } = await runScript('tests/helpers/installSummary.ts', [], env)
  expect(code, out).toBe(0)
  return JSON.parse(out.trim().split('\n').at(-1)!) as InstallSummary
}

/** The database settings of a new, empty install: a SQLite file in `dir`, or an empty PostgreSQL database beside the test's own. */
export async function emptyDatabase(name: string, dir: string): Promise<{ DATABASE_URL: string; SQLITE_FILE: string }> {
  if (dialect() === 'sqlite') return { DATABASE_URL: '', SQLITE_FILE: path.join(dir, name, 'campus.db') }
  const url = new URL(process.env.DATABASE_URL!)
  // Named after the test's database, so the integration teardown drops it with the rest.
  const database = `${url.pathname.slice(1).slice(0, 50)}_${name}`.slice(0, 63)
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`create database "${database}"`)
  await admin.end()
  url.pathname = `/${database}`
  return { DATABASE_URL: url.toString(), SQLITE_FILE: '' }
}
