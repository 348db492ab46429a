// A throw-away PostgreSQL primary with a streaming read replica, for the tests: `initdb` in a
// temporary folder, `pg_basebackup -R` of it into another, each `postgres` on its own port.
// Needs the server binaries (Debian's postgresql package), not a running server and no change
// to the system's PostgreSQL; as root the servers run as the `postgres` user (PostgreSQL
// refuses root). `stop()` ends both and removes the folders.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

const exec = promisify(execFile)
const isRoot = process.getuid?.() === 0

/** The folder holding initdb, pg_ctl and pg_basebackup: POSTGRES_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(base, versions[0], 'bin') : null
}

/** Null when a cluster can be made here, else why not (in words for the test summary). */
export function clusterUnavailableReason() {
  const bin = postgresBinDir()
  if (!bin) return "the PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) were not found: install Debian's postgresql package or set POSTGRES_BIN"
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres']) {
    if (!existsSync(path.join(bin, tool))) return `${tool} is missing from ${bin}`
  }
  if (isRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' })
    } catch {
      return 'running as root, and there is no `postgres` user to run the servers as (PostgreSQL refuses to run as root)'
    }
  }
  return null
}

/** Runs a server tool, as the postgres user when we are root. */
async function tool(bin, name, args) {
  const file = path.join(bin, name)
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  try {
    return await exec(command, argv, { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    throw new Error(`${name} ${args.join(' ')} failed: ${error.stderr || error.message}`)
  }
}

async function waitForReplica(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      const { rows } = await client.query('select pg_is_in_recovery() as standby')
      if (rows[0].standby) return
    } catch (error) {
      if (Date.now() > until) throw new Error(`The replica did not come up: ${error.message}`)
    } finally {
      await client.end().catch(() => {})
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Starts a primary on `primaryPort` and a streaming replica of it on `replicaPort`. `settings`
 * are extra postgresql.conf lines for both (e.g. `log_statement = 'all'`). Resolves with their
 * URLs, log files, and `stop()`.
 * @param {{ primaryPort?: number, replicaPort?: number, database?: string, settings?: string[] }} [options]
 */
export async function startReplicatedCluster({ primaryPort = 5440, replicaPort = 5441, database = 'campus', settings = [] } = {}) {
  const problem = clusterUnavailableReason()
  if (problem) throw new Error(problem)
  const bin = postgresBinDir()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-pg-cluster-'))
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir])
  const primaryDir = path.join(dir, 'primary')
  const replicaDir = path.join(dir, 'replica')
  const logs = { primary: path.join(dir, 'primary.log'), replica: path.join(dir, 'replica.log') }
  // Every setting on the command line: nothing in the system's configuration is read or changed.
  const options = (port) =>
    [
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
      ...settings.flatMap((line) => ['-c', line]),
    ].join(' ')
  const started = []
  const stop = async () => {
    for (const data of started.reverse()) await tool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    // initdb's own pg_hba.conf trusts local connections, replication included.
    await tool(bin, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
    await tool(bin, 'pg_ctl', ['-D', primaryDir, '-l', logs.primary, '-o', options(primaryPort), '-w', 'start'])
    started.push(primaryDir)
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${database}`
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` })
    await admin.connect()
    await admin.query(`create database "${database}"`)
    await admin.end()
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await tool(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ])
    await tool(bin, 'pg_ctl', ['-D', replicaDir, '-l', logs.replica, '-o', options(replicaPort), '-w', 'start'])
    started.push(replicaDir)
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`
    await waitForReplica(replicaUrl)
    return { primaryUrl, replicaUrl, logs, dir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
