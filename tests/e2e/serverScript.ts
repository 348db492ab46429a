// Runs a script through Payload in a process of its own, on the database of the test server
// (scripts/e2e-server.mjs writes where that is).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { typeScript } from '../../scripts/lib.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const port = process.env.E2E_PORT ?? '3100'

/** Where this pass's test server keeps its data: PAYLOAD_SECRET, SQLITE_FILE (empty on PostgreSQL), DATABASE_URL. */
export const serverSettings = () => JSON.parse(readFileSync(path.join(root, 'data', `e2e-${port}.json`), 'utf8')) as Record<string, string>

export function runOnServerData(script: string, args: string[] = []): Promise<string> {
  const settings = serverSettings()
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = typeScript(script, args) as [string, string[]]
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...settings, PAYLOAD_TEST: '1', NODE_ENV: 'production' },
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').at(-1) ?? '') : reject(new Error(out))))
  })
}
