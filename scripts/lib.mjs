// Small helpers shared by the project scripts (run, test, bench). Plain Node, no dependencies,
// so they work before `npm install` has run.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Node's flag for every process that loads the project's TypeScript (tsx, the payload command):
 * packages resolve to their production builds. Under Node's own condition Lexical's packages load
 * through wrappers whose top-level await imports the real build, and on Node 20 loading those
 * wrappers side by side stalls for good about once in forty loads on a busy machine: exit 13 with
 * no output, or a hang when something keeps the process alive (decision 056).
 */
export const productionBuilds = '--conditions=production'
/** A TypeScript script of the project run through tsx: the command and its arguments. */
export const typeScript = (script, args = []) => [bin('tsx'), [productionBuilds, script, ...args]]
/**
 * A command of Payload's (migrate, generate:types, …): the command and its arguments.
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export const payloadCommand = (args) => [process.execPath, [productionBuilds, path.join(root, 'node_modules', 'payload', 'bin.js'), ...args]]

const quiet = { NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ') }

const groups = new Set()
/** Ctrl-C reaches a process group of its own only through us. */
function stopGroupsOnInterrupt() {
  if (stopGroupsOnInterrupt.done) return
  stopGroupsOnInterrupt.done = true
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      for (const pid of groups)
        try {
          process.kill(-pid, 'SIGKILL')
        } catch {}
      process.exit(130)
    })
}

/**
 * Runs a command to its end; resolves with its exit code. With `deadline` (ms) the command runs
 * in a process group of its own, and a run still going at the deadline is killed with everything
 * it started, said so, and counted as failed (exit 124), so that one hang cannot eat a CI run.
 */
export function run(command, args = [], { deadline, ...options } = {}) {
  if (deadline) stopGroupsOnInterrupt()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...(deadline ? { detached: true } : {}),
      ...options,
      env: { ...process.env, ...quiet, ...options.env },
    })
    if (deadline) groups.add(child.pid)
    let timedOut = false
    const timer =
      deadline &&
      setTimeout(() => {
        timedOut = true
        console.error(`\n✗ ${path.basename(String(command))} ${args.join(' ')} was still running after ${Math.round(deadline / 60_000)} min: stopped`)
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }, deadline)
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer)
      groups.delete(child.pid)
      resolve(timedOut ? 124 : (code ?? (signal ? 1 : 0)))
    })
    child.on('error', () => resolve(127))
  })
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) {
    console.error(`\n✗ ${[command, ...args].map((a) => path.basename(String(a))).join(' ')} failed (exit ${code})`)
    process.exit(code)
  }
}

/** Starts a long-running command; returns the child process. */
export function start(command, args = [], options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...quiet, ...options.env } })
}

/** Installs the npm packages when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs)
  if (stale) {
    console.log('→ Installing npm packages (first run)…')
    // npm install, not npm ci: the registry here mirrors only this platform's optional
    // binaries (e.g. @swc/core-linux-x64-gnu), which npm ci's strict lockfile check rejects.
    await runOrExit('npm', ['install', '--no-audit', '--no-fund'])
  }
}

/** Loads .env into process.env (without overriding what the shell already set). */
export function loadDotEnv() {
  const file = path.join(root, '.env')
  if (!existsSync(file)) return
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/)
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^["']|["']$/g, '')
  }
}

/** On a new machine, writes a .env with a freshly generated PAYLOAD_SECRET. */
export function ensureSecret() {
  loadDotEnv()
  if (process.env.PAYLOAD_SECRET) return
  const secret = randomBytes(32).toString('hex')
  const file = path.join(root, '.env')
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
  writeFileSync(file, `${previous}${previous && !previous.endsWith('\n') ? '\n' : ''}PAYLOAD_SECRET=${secret}\n`, { mode: 0o600 })
  process.env.PAYLOAD_SECRET = secret
  console.log('→ Generated PAYLOAD_SECRET in .env')
}

/** Waits until the URL answers (any HTTP status), or throws after the timeout. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** The production server (src/edge/server.ts) as `npm run build` bundles it, beside Next's build. */
export const serverBundle = () => path.join(root, process.env.NEXT_DIST_DIR || '.next', 'campus-server.mjs')

/**
 * Starts the production server on a port: Next.js with the status check answered in front
 * of it (src/edge/server.ts, docs/decisions/007-status-check-server.md).
 */
export function startSite(port, options = {}) {
  if (!existsSync(serverBundle())) {
    console.error('No production build: run `npm run build` first.')
    process.exit(1)
  }
  // V8 lets garbage pile up towards a quarter of the machine's memory before it collects it in
  // full: under load the server's memory grew by 200+ MiB of garbage. A bounded old generation
  // keeps it flat (npm run bench:newsletter: +222 MiB unbounded, +68 MiB at 1024, +35 MiB at 512
  // but with sign-ups' p95 over budget from the extra collections); SERVER_HEAP_MB.
  const heapSetting = String(options.env?.SERVER_HEAP_MB ?? process.env.SERVER_HEAP_MB ?? '').trim() || '1024'
  const heap = Number(heapSetting)
  if (!Number.isInteger(heap) || heap < 256) {
    console.error(`SERVER_HEAP_MB must be a whole number of megabytes, 256 or more (it is "${heapSetting}").`)
    process.exit(1)
  }
  return start(process.execPath, [`--max-old-space-size=${heap}`, serverBundle()], {
    ...options,
    env: { NODE_ENV: 'production', ...options.env, PORT: String(port) },
  })
}

/**
 * Keeps this script alive as long as the server: its exit code, and Ctrl+C passed on. A server
 * killed by a signal (out of memory aborts) is a failure, so a process manager restarts it.
 */
export function followServer(server) {
  server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
}
