// Runs nginx with the production site config (deploy/nginx/campus.conf) in a throw-away
// prefix on a port of our own, in front of a given app port: for `npm run bench` and the
// config's tests. The system's nginx service and its files are never touched.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root, waitForHttp } from './lib.mjs'

export const siteConfigFile = path.join(root, 'deploy', 'nginx', 'campus.conf')

/** The nginx binary (NGINX_PATH, else the first on PATH or in /usr/sbin), or null. */
export function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => path.isAbsolute(file) && existsSync(file)) ?? null
}

export const nginxMissingReason = () =>
  process.env.NGINX_PATH
    ? `nginx not found at NGINX_PATH=${process.env.NGINX_PATH}`
    : `nginx not found (install Debian's nginx-light or nginx, or set NGINX_PATH)`

/** Replaces `from` with `to`, insisting it occurs exactly once, so config drift is noticed. */
function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1
  if (count !== 1) throw new Error(`deploy/nginx/campus.conf: expected "${from}" once, found it ${count} times`)
  return text.replace(from, to)
}

/** The site config with the app address, the listen port and the cache directories moved. */
export function siteConfig({ prefix, port, appPort }) {
  let text = readFileSync(siteConfigFile, 'utf8')
  text = replaceOnce(text, 'server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${port};`)
  return text.replaceAll('/var/cache/nginx/', `${prefix}/cache/`)
}

/** A complete nginx.conf around the site config: one worker, everything inside `prefix`. */
export function writeNginxConfig({ prefix, port, appPort }) {
  for (const sub of ['temp', 'cache']) mkdirSync(path.join(prefix, sub), { recursive: true, mode: 0o755 })
  const site = path.join(prefix, 'campus.conf')
  writeFileSync(site, siteConfig({ prefix, port, appPort }))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${prefix}/temp/${name};`)
    .join('\n')
  const main = path.join(prefix, 'nginx.conf')
  writeFileSync(
    main,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log combined buffer=64k flush=1s;
${temp}
  include ${site};
}
`,
  )
  return main
}

/** Checks the generated config with `nginx -t`: { ok, report } with nginx's own words. */
export function testNginxConfig(nginx, { prefix, config }) {
  const result = spawnSync(nginx, ['-t', '-p', `${prefix}/`, '-e', `${prefix}/error.log`, '-c', config], { encoding: 'utf8' })
  return { ok: result.status === 0, report: `${result.stdout}${result.stderr}`.trim() }
}

/**
 * Starts nginx on `port` in front of the app on `appPort`; resolves once it answers.
 * Returns { url, prefix, config, stop }.
 */
export async function startNginx({ nginx = findNginx(), port, appPort }) {
  if (!nginx) throw new Error(nginxMissingReason())
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-'))
  // Run as root, nginx's workers drop to an unprivileged user that must reach the prefix.
  chmodSync(prefix, 0o755)
  const config = writeNginxConfig({ prefix, port, appPort })
  const child = spawn(nginx, ['-p', `${prefix}/`, '-e', `${prefix}/error.log`, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await Promise.race([
      waitForHttp(`${url}/_nginx-ready`, 10_000),
      exited.then((code) => {
        throw new Error(`nginx exited (${code}): ${stderr.trim() || readLog(prefix)}`)
      }),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { url, prefix, config, stop }
}

const readLog = (prefix) => {
  try {
    return readFileSync(path.join(prefix, 'error.log'), 'utf8').trim()
  } catch {
    return ''
  }
}
