// The tree's layers hold: the shared layers (lib, database, cache, security, i18n) import no
// feature (access rules and field builders count as shared); the production server's front door
// (src/edge) sits on top, imported by nothing; process-wide objects are kept through one helper,
// and a rule written once stays once.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const LOWER = ['lib', 'database', 'cache', 'security', 'i18n']
const FEATURES = [
  'admissions',
  'search',
  'newsletter',
  'contact',
  'events',
  'compat',
  'telegram',
  'redirects',
  'notices',
  'trash',
  'seed',
  'backup',
  'jobs',
  'data',
  'components',
  'collections',
  'globals',
  'app',
  'storage',
]

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return sources(file)
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

/** The folder under src/ each import of a file names (alias or relative). */
function importedFolders(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((match) => match[1] ?? match[2])
    .map((specifier) => {
      if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0]
      if (specifier.startsWith('.'))
        return path.relative(path.join(root, 'src'), path.resolve(path.dirname(path.join(root, file)), specifier)).split(path.sep)[0]
      return ''
    })
    .filter(Boolean)
}

describe('the layers of src/', () => {
  it('lib, database, cache, security and i18n import no feature folder', () => {
    const crossings = LOWER.flatMap((layer) =>
      sources(`src/${layer}`).flatMap((file) =>
        importedFolders(file)
          .filter((folder) => FEATURES.includes(folder))
          .map((folder) => `${file} → ${folder}`),
      ),
    )
    expect(crossings).toEqual([])
  })

  it('imports the front door (src/edge) from nowhere else: the routes share handlers with it, not the other way', () => {
    const reaching = sources('src')
      .filter((file) => !file.startsWith('src/edge/'))
      .filter((file) => importedFolders(file).includes('edge'))
    expect(reaching).toEqual([])
  })

  it('answers Node requests themselves only in the front door', () => {
    const answering = sources('src')
      .filter((file) => !file.startsWith('src/edge/'))
      .filter((file) => /\bServerResponse\b/.test(readFileSync(path.join(root, file), 'utf8')))
    // The optimised images and old addresses are kept by their own features (a media change and a
    // redirect change empty them); the front door asks them first.
    expect(answering.sort()).toEqual(['src/cache/imageMemo.ts', 'src/redirects/table.ts'])
  })

  it('keeps process-wide objects through src/lib/processWide.mjs only', () => {
    const reaching = sources('src')
      .filter((file) => file !== 'src/lib/processWide.mjs')
      .filter((file) => /\bglobalThis\b/.test(readFileSync(path.join(root, file), 'utf8')))
    expect(reaching).toEqual([])
  })

  it('writes the language codes for Intl in one place', () => {
    const naming = sources('src').filter((file) => readFileSync(path.join(root, file), 'utf8').includes('uz-Latn'))
    expect(naming).toEqual(['src/i18n/locales.ts'])
  })

  it('finds a crossing where there is one', () => {
    expect(FEATURES).toContain('admissions')
    expect(importedFolders('src/admissions/server/answers.ts')).toContain('lib')
  })
})
