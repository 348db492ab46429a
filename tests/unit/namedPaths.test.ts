// A decision record, the README or a comment that names a file under src/ names one that exists:
// a reader following it finds the code it speaks of. A record telling what was taken away may
// name a gone file in the paragraph that says so ("removed", "renamed", "deleted").
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
/** A path under src/ as prose and code write it: at a word's start, or after `../`. */
const NAMED = /(?<=^|[\s`'"([]|\.\.\/)src\/[\w./@()[\]-]*[\w)\]]/g
const HISTORY = /\b(removed|deleted|renamed|replaced)\b/i
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

const tracked = () =>
  execFileSync('git', ['ls-files', '-z', 'README.md', 'docs', 'src', 'scripts', 'tests', 'deploy'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    // This file's own examples name files that are not there on purpose.
    .filter((file) => /\.(md|ts|tsx|mjs|conf)$/.test(file) && file !== path.relative(root, import.meta.filename))

const exists = (named: string) => ENDINGS.some((ending) => existsSync(path.join(root, named + ending)))

/** The passages a path is read in: a paragraph of Markdown, a line of anything else. */
const passages = (file: string, text: string) => (file.endsWith('.md') ? text.split(/\n\s*\n/) : text.split('\n'))

function goneNames(file: string, text: string): string[] {
  const gone: string[] = []
  for (const passage of passages(file, text)) {
    for (const [named] of passage.matchAll(NAMED)) {
      const trimmed = named.replace(/[.)]+$/, '')
      if (exists(trimmed) || exists(named) || HISTORY.test(passage)) continue
      gone.push(`${file}: ${trimmed}`)
    }
  }
  return gone
}

describe('files named in the docs and comments', () => {
  it('every src/ path named in a decision record, the README or a comment exists', () => {
    const files = tracked()
    expect(files.length).toBeGreaterThan(300)
    const gone = files.flatMap((file) => goneNames(file, readFileSync(path.join(root, file), 'utf8')))
    expect(gone).toEqual([])
  })

  it('finds a gone file, and lets a record name one it says was removed', () => {
    expect(goneNames('docs/x.md', 'The writer is `src/admissions/submit.ts`, which checks fields.')).toEqual(['docs/x.md: src/admissions/submit.ts'])
    expect(goneNames('src/x.ts', '// see src/lib/nothing-here.ts.')).toEqual(['src/x.ts: src/lib/nothing-here.ts'])
    expect(goneNames('docs/x.md', 'The wrappers (`src/i18n/routing.ts`)\nwere removed on 2026-11-22.')).toEqual([])
    expect(goneNames('docs/x.md', 'See `src/lib/plainFlight.ts` and src/components/PlainHtml.tsx.')).toEqual([])
    // A package's own src/ folder is not ours.
    expect(goneNames('scripts/x.mjs', "await import('@mdn/mdn-http-observatory/src/grader/grader.js')")).toEqual([])
  })
})
