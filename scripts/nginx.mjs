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

/**
 * The site config with the app address, the listen port and the cache directories moved. With
 * `tls` ({ cert, key, httpPort }), its commented TLS lines are switched on: HTTPS on `port`, and
 * plain HTTP on `httpPort` only redirecting there, as the config describes for production.
 */
/** @param {{ prefix: string, port: number, appPort?: number, appPorts?: number[], tls?: { cert: string, key: string, httpPort: number } | null, staticFiles?: boolean }} options */
export function siteConfig({ prefix, port, appPort, appPorts = [appPort], tls = null, staticFiles = false }) {
  let text = readFileSync(siteConfigFile, 'utf8')
  // One upstream `server` line per app instance (deploy/README.md: several instances).
  text = replaceOnce(text, 'server 127.0.0.1:3000;', appPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    '))
  if (tls) {
    text = replaceOnce(text, '    listen 80;  #', `    listen 127.0.0.1:${port} ssl http2;  #`)
    text = replaceOnce(text, '    # ssl_certificate     /etc/ssl/campus/fullchain.pem;', `    ssl_certificate     ${tls.cert};`)
    text = replaceOnce(text, '    # ssl_certificate_key /etc/ssl/campus/privkey.pem;', `    ssl_certificate_key ${tls.key};`)
    text = replaceOnce(
      text,
      '# server {\n#     listen 80;\n#     server_name _;\n#     return 301 https://$host$request_uri;\n# }',
      `server {\n    listen 127.0.0.1:${tls.httpPort};\n    server_name _;\n    return 301 https://$host:${port}$request_uri;\n}`,
    )
  } else {
    text = replaceOnce(text, '    listen 80;  #', `    listen 127.0.0.1:${port};  #`)
  }
  // The benchmark's reference (`staticFiles`): files nginx serves itself, as a static site's.
  if (staticFiles)
    text = replaceOnce(
      text,
      '    location / {',
      `    location ^~ /bench-static/ {\n        alias ${prefix}/static/;\n        default_type text/html;\n    }\n\n    location / {`,
    )
  return text.replaceAll('/var/cache/nginx/', `${prefix}/cache/`)
}

/** A complete nginx.conf around the site config: one worker, everything inside `prefix`. */
/** @param {{ prefix: string, port: number, appPort?: number, appPorts?: number[], tls?: { cert: string, key: string, httpPort: number } | null, staticFiles?: boolean }} options */
export function writeNginxConfig({ prefix, port, appPort, appPorts = [appPort], tls = null, staticFiles = false }) {
  for (const sub of ['temp', 'cache', 'static']) mkdirSync(path.join(prefix, sub), { recursive: true, mode: 0o755 })
  const site = path.join(prefix, 'campus.conf')
  writeFileSync(site, siteConfig({ prefix, port, appPorts, tls, staticFiles }))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/temp/${name};`).join('\n')
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
 * Starts nginx on `port` in front of the app on `appPort`; resolves once it answers. With
 * `staticFiles`, it also serves the files put in `${prefix}/static/` at /bench-static/.
 * Returns { url, prefix, config, stop }.
 */
/** @param {{ nginx?: string | null, port: number, appPort?: number, appPorts?: number[], tls?: { cert: string, key: string, httpPort: number } | null, staticFiles?: boolean }} options */
export async function startNginx({ nginx = findNginx(), port, appPort, appPorts = [appPort], tls = null, staticFiles = false }) {
  if (!nginx) throw new Error(nginxMissingReason())
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-'))
  // Run as root, nginx's workers drop to an unprivileged user that must reach the prefix.
  chmodSync(prefix, 0o755)
  const config = writeNginxConfig({ prefix, port, appPorts, tls, staticFiles })
  const child = spawn(nginx, ['-p', `${prefix}/`, '-e', `${prefix}/error.log`, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const url = tls ? `https://127.0.0.1:${port}` : `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await Promise.race([
      // (With TLS, the plain-HTTP redirect answers once nginx is up.)
      waitForHttp(tls ? `http://127.0.0.1:${tls.httpPort}/_nginx-ready` : `${url}/_nginx-ready`, 10_000),
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
