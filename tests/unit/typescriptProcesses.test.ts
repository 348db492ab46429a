// Every process that loads the project's TypeScript resolves packages' production builds
// (decision 056): under Node's own condition, Lexical's wrappers with a top-level await stalled
// one load in forty on a busy machine, for good.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

import { payloadCommand, typeScript } from '../../scripts/lib.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const flag = '--conditions=production'

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return sources(file)
    return /\.(ts|mjs)$/.test(name) ? [file] : []
  })
}

describe('processes that load the TypeScript', () => {
  it('npm scripts that run tsx or a Payload command resolve the production builds', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    const loading = Object.entries(scripts).filter(([name, command]) => /^tsx |payload\/bin\.js/.test(command) || name === 'payload')
    expect(loading.length).toBeGreaterThan(6)
    for (const [name, command] of loading.filter(([name]) => name !== 'payload')) expect(command, name).toContain(flag)
  })

  it('scripts and tests start tsx only through typeScript() or with productionBuilds', () => {
    const offenders = [...sources('scripts'), ...sources('tests')].filter((file) => {
      if (file.endsWith('typescriptProcesses.test.ts')) return false
      const text = readFileSync(path.join(root, file), 'utf8')
      return /\.bin\/tsx'|(?<!productionBuilds, )'--import', 'tsx'|bin\('tsx'\)(?!, \[productionBuilds)/.test(text)
    })
    expect(offenders).toEqual([])
  })

  it('a script started as the project starts them gets Lexical’s production build, without the top-level await', async () => {
    const [command, args] = typeScript('tests/helpers/resolveLexical.ts') as [string, string[]]
    const { stdout } = await promisify(execFile)(command, args, { cwd: root })
    expect(stdout.trim()).toMatch(/lexical\/dist\/Lexical\.prod\.mjs$/)
    const [node, payloadArgs] = payloadCommand(['--help']) as [string, string[]]
    expect([node, payloadArgs[0]]).toEqual([process.execPath, flag])
  }, 30_000)
})
