// Several instances of the production build sharing one PostgreSQL database, one Redis and
// (when given) one S3-compatible store, behind the shipped nginx config: for the scale tests
// (tests/scale) and `npm run bench:scale`. Everything it starts lives in temporary folders and
// on free ports; the machine's own services and files are never touched.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { dropPostgresDatabase, freshPostgresDatabase } from './db.mjs'
import { root, startSite, waitForHttp } from './lib.mjs'
import { findNginx, startNginx } from './nginx.mjs'
import { seed } from './seeded.mjs'

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The redis-server binary (REDIS_SERVER_PATH, else on PATH or in /usr/bin), or null. */
export function findRedisServer() {
  if (process.env.REDIS_SERVER_PATH) return existsSync(process.env.REDIS_SERVER_PATH) ? process.env.REDIS_SERVER_PATH : null
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin']
  return dirs.map((dir) => path.join(dir, 'redis-server')).find((file) => path.isAbsolute(file) && existsSync(file)) ?? null
}

export const redisMissingReason = () =>
  process.env.REDIS_SERVER_PATH
    ? `redis-server not found at REDIS_SERVER_PATH=${process.env.REDIS_SERVER_PATH}`
    : `redis-server not found (install Debian's redis-server, or set REDIS_SERVER_PATH)`

/** A Redis server of our own, in memory only; `stop()` shuts it down, `start()` brings it back on the same port. */
export async function startRedis({ port } = {}) {
  const server = findRedisServer()
  if (!server) throw new Error(redisMissingReason())
  port ??= await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-redis-'))
  let child = null
  const start = async () => {
    child = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' })
    await waitForPort(port)
  }
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    close: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Resolves with the reason the cluster cannot start here, or null. */
export function clusterUnavailableReason() {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'campus-server.mjs'))) return 'no production build (run `npm run build` first)'
  if (!findNginx()) return "nginx not found (install Debian's nginx-light or nginx, or set NGINX_PATH)"
  if (!findRedisServer()) return redisMissingReason()
  return null
}

/**
 * Seeds a fresh PostgreSQL database and starts `count` instances of the build against it and
 * the given Redis, and nginx in front of them. `settings` are passed to every instance;
 * `perInstance(i)` adds settings of one instance (its own media folders, say).
 * Returns { url (nginx), instances: [{ url, port, stop, start }], databaseUrl, stop }.
 */
/** @param {{ name: string, count?: number, redisUrl?: string, settings?: Record<string, string>, perInstance?: (index: number, work: string) => Record<string, string>, upstream?: number[] }} options */
export async function startCluster({ name, count = 2, redisUrl = '', settings = {}, perInstance = () => ({}), upstream }) {
  const databaseUrl = await freshPostgresDatabase(name)
  const work = mkdtempSync(path.join(os.tmpdir(), 'campus-cluster-'))
  const nginxPort = await freePort()
  const ports = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  const shared = {
    PAYLOAD_SECRET: 'cluster-secret-only-for-tests',
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MEDIA_DIR: path.join(work, 'media'),
    PRIVATE_DIR: path.join(work, 'private'),
    ...settings,
  }
  const seeded = await seed(shared, { stdio: process.env.CLUSTER_LOGS ? 'inherit' : 'ignore' })
  if (seeded !== 0) throw new Error(`seeding the cluster's database failed (exit ${seeded})`)

  const instances = ports.map((port, i) => {
    const env = { ...shared, ...perInstance(i, work) }
    const instance = { port, url: `http://127.0.0.1:${port}`, env, process: null }
    instance.start = async () => {
      instance.process = startSite(port, { env, stdio: process.env.CLUSTER_LOGS ? 'inherit' : 'ignore' })
      await waitForHttp(`${instance.url}/bench-floor`, 120_000)
    }
    instance.stop = async () => {
      const child = instance.process
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    return instance
  })
  // One at a time: both would migrate and warm up at once otherwise, on two cores.
  for (const instance of instances) await instance.start()
  // nginx in front of every instance, or of those `upstream` lists (by index).
  const nginx = await startNginx({ port: nginxPort, appPorts: upstream ? upstream.map((i) => ports[i]) : ports })

  return {
    url: nginx.url,
    instances,
    databaseUrl,
    work,
    stop: async () => {
      await nginx.stop().catch(() => {})
      await Promise.all(instances.map((instance) => instance.stop().catch(() => {})))
      await dropPostgresDatabase(name).catch(() => {})
      rmSync(work, { recursive: true, force: true })
    },
  }
}
