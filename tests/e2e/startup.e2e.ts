import { expect, test } from './fixtures'
import { spawn } from 'node:child_process'
import path from 'node:path'

test('a production server without PAYLOAD_SECRET refuses to start and says why in one line', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: '', NEXT_TELEMETRY_DISABLED: '1' }
  const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', '3199'], { env, cwd: path.resolve('.') })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), 30_000)
    child.on('exit', (exitCode) => (clearTimeout(timer), resolve(exitCode)))
  })
  expect(code).toBe(1)
  expect(output).toMatch(/^PAYLOAD_SECRET is not set: .+$/m)
})
