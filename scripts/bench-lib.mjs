// What the benchmarks share: a production build to run, the static reference page every
// figure is measured against, and a throw-away site (database, media, private files).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freshPostgresDatabase } from './db.mjs'
import { root } from './lib.mjs'

export function requireBuild() {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.error('No production build: run `npm run build` first.')
    process.exit(1)
  }
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
