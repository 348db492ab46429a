// What the benchmarks share: a production build to run, the static reference page every
// figure is measured against, and a throw-away site (database, media, private files).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { generate } from 'otplib'

import { freshPostgresDatabase } from './db.mjs'
import { ensureSecret, root } from './lib.mjs'

export function requireBuild() {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.error('No production build: run `npm run build` first.')
    process.exit(1)
  }
}

/** The pages the benchmarks in Chromium visit, by the names their --pages option takes. */
export const BROWSER_PAGES = {
  home: '/',
  news: '/news',
  'news-detail': '/news/computer-science-open-day',
  static: '/static/about-university',
  form: '/form',
}

/** The page's address in a language, as the site writes it (English unprefixed). */
export const localized = (locale, page) => (locale === 'en' ? page : page === '/' ? `/${locale}` : `/${locale}${page}`)

/** What a benchmark in Chromium needs before it starts: a build, a secret, Chromium, known page names. Returns Chromium's path. */
export function prepareBrowserBench(pageNames) {
  requireBuild()
  ensureSecret()
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    console.error(`No Chromium at ${chromium}: install Debian's chromium or set CHROME_PATH.`)
    process.exit(1)
  }
  for (const name of pageNames) if (!BROWSER_PAGES[name]) throw new Error(`Unknown page "${name}": ${Object.keys(BROWSER_PAGES).join(', ')}`)
  return chromium
}

/** The static page served from public/ that `npm run bench` and the others compare against. */
export function ensureReferencePage() {
  const referenceFile = path.join(root, 'public', 'bench-reference.html')
  mkdirSync(path.dirname(referenceFile), { recursive: true })
  if (!existsSync(referenceFile)) copyFileSync(path.join(root, 'scripts', 'bench-reference.html'), referenceFile)
  return referenceFile
}

/** Settings for a site in a temporary folder, on SQLite or a fresh PostgreSQL database of this name. */
export async function throwAwaySite(name, { base, postgres, settings = {} }) {
  const work = mkdtempSync(path.join(os.tmpdir(), `${name.replaceAll('_', '-')}-`))
  const env = {
    PAYLOAD_SECRET: `${name}-secret`,
    SQLITE_FILE: path.join(work, 'campus.db'),
    MEDIA_DIR: path.join(work, 'media'),
    PRIVATE_DIR: path.join(work, 'private'),
    DATABASE_URL: postgres ? await freshPostgresDatabase(name) : '',
    SITE_URL: base,
    ...settings,
  }
  return { work, env }
}

/** Resident memory (MiB) of a process and its children (the server may run the app in a child). */
export function rssMiB(pid) {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    } catch {}
  }
  return pids.reduce((sum, one) => {
    try {
      const line = readFileSync(`/proc/${one}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'))
      return sum + Number(line.split(/\s+/)[1]) / 1024
    } catch {
      return sum
    }
  }, 0)
}

/** GETs `url` every 20 ms until `until()` is true: latency p50, p99 and worst (ms). */
export async function probeLatency(url, until) {
  const latencies = []
  while (!until()) {
    const started = performance.now()
    await fetch(url).then((r) => r.arrayBuffer())
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) }
}

/**
 * The first administrator of a fresh site, signed in with the second factor set up as an
 * authenticator app would (a code computed from the key): the Authorization header staff
 * requests need. Without the factor an administrator's session opens nothing (decision 049).
 */
export async function signInFirstAdministrator(base, admin) {
  const post = (to, body, headers = {}) =>
    fetch(`${base}/api/users/${to}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  await post('first-register', admin)
  const { token, secondFactor } = await (await post('login', admin)).json()
  const authorization = `JWT ${token}`
  if (secondFactor === 'setup') {
    const { secret } = await (await post('second-factor/setup', {}, { authorization })).json()
    const enabled = await post('second-factor/enable', { code: await generate({ secret }) }, { authorization })
    if (!enabled.ok) throw new Error(`The administrator's second factor could not be set up: ${enabled.status} ${await enabled.text()}`)
  }
  return { authorization }
}
