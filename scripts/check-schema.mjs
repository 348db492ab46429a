// npm run check:schema — fails when the committed generated types or the admin import map are
// stale, or when the collections changed without a migration for either database.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { payloadCommand, root, run } from './lib.mjs'

let failures = 0

const typesFile = path.join(root, 'src', 'payload-types.ts')
const typesBefore = readFileSync(typesFile, 'utf8')
await run(...payloadCommand(['generate:types']))
if (readFileSync(typesFile, 'utf8') !== typesBefore) {
  writeFileSync(typesFile, typesBefore)
  console.error('✗ src/payload-types.ts is stale: run `npm run generate:types` and commit the result.')
  failures++
} else {
  console.log('✓ src/payload-types.ts matches the collections')
}

// A component a plugin or collection names but the import map lacks leaves the admin blank.
const importMapFile = path.join(root, 'src', 'app', '(payload)', 'admin', 'importMap.js')
const importMapBefore = readFileSync(importMapFile, 'utf8')
await run(...payloadCommand(['generate:importmap']))
if (readFileSync(importMapFile, 'utf8') !== importMapBefore) {
  writeFileSync(importMapFile, importMapBefore)
  console.error('✗ The admin import map is stale: run `npm run generate:importmap` and commit the result.')
  failures++
} else {
  console.log('✓ the admin import map names every admin component')
}

const dialects = {
  sqlite: '',
  // migrate:create compares against the last snapshot; it never connects to this address.
  postgres: 'postgres://schema-check@127.0.0.1:5432/not-used',
}
for (const [dialect, databaseUrl] of Object.entries(dialects)) {
  const dir = path.join(root, 'src', 'migrations', dialect)
  const filesBefore = new Set(readdirSync(dir))
  const indexBefore = readFileSync(path.join(dir, 'index.ts'), 'utf8')
  await run(...payloadCommand(['migrate:create', 'schema_check', '--skip-empty']), { env: { DATABASE_URL: databaseUrl } })
  const added = readdirSync(dir).filter((file) => !filesBefore.has(file))
  if (added.length) {
    for (const file of added) rmSync(path.join(dir, file))
    writeFileSync(path.join(dir, 'index.ts'), indexBefore)
    console.error(`✗ The collections changed without a ${dialect} migration: run \`npm run migrate:create -- <name>\` and commit it.`)
    failures++
  } else {
    console.log(`✓ ${dialect} migrations cover the collections`)
  }
}
process.exit(failures ? 1 : 0)
