// npm run site — the one command that runs the site on a fresh machine:
// install, secret, migrate, demo content (first run only), build (when the source
// changed), then serve the production build.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import path from 'node:path'

import { ensureDependencies, ensureSecret, followServer, root, runOrExit, serverBundle, startSite, typeScript } from './lib.mjs'

await ensureDependencies()
ensureSecret()

const port = process.env.PORT || '3000'
const database = /^postgres/.test(process.env.DATABASE_URL ?? '') ? 'PostgreSQL' : 'SQLite (data/campus.db)'
console.log(`→ Database: ${database}`)
await runOrExit(...typeScript('scripts/seed.ts', ['--migrate', '--if-empty']))

/** A fingerprint of the source, so an unchanged checkout is not rebuilt. */
function sourceFingerprint() {
  try {
    const head = execSync('git rev-parse HEAD', { cwd: root }).toString()
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: root }).toString()
    return createHash('sha256')
      .update(head + dirty)
      .digest('hex')
  } catch {
    return String(Date.now())
  }
}
const stamp = path.join(root, '.next', 'campus-source')
const fingerprint = sourceFingerprint()
if (!existsSync(serverBundle()) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint) {
  console.log('→ Building the production site (about a minute)…')
  await runOrExit('node', ['scripts/build.mjs'])
  writeFileSync(stamp, fingerprint)
}

const url = process.env.SITE_URL || `http://localhost:${port}`
console.log(`
  Campus is running at ${url}  (Russian: ${url}/ru, Uzbek: ${url}/uz)
  Admin: ${url}/admin — on the first visit it asks you to create the first administrator.
  Stop with Ctrl+C.
`)
followServer(startSite(port))
