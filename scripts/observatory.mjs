// The MDN HTTP Observatory's checks and grade for one address, run on this machine:
//   npm run observatory -- <host> [--path=/news/x] [--https-port=8443] [--http-port=8080] [--json]
// The package's own command scans only a public host on the standard ports; this runs its same
// retriever, tests and grader with the ports and path given, so a local nginx with TLS can be
// graded too (tests/e2e/observatory.e2e.ts). For a certificate of your own, start it with
// NODE_EXTRA_CA_CERTS=<the certificate>.
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory'))), '..')
// The package downloads Chromium's HSTS preload list when installed; installs here run no
// scripts (.npmrc). Only the redirection and HSTS tests read it, to credit a preloaded public
// host: without it they judge the host by its own answers, which is all a local host has.
const preload = path.join(packageDir, 'conf', 'hsts-preload.json')
if (!existsSync(preload)) writeFileSync(preload, '{}\n')

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js')
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js')
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js')

/** Scans host (with optional ports and path) as the Observatory does: { grade, score, tests }. */
export async function observe(host, { httpPort, httpsPort, path: pagePath } = {}) {
  const retrieved = await retrieve(host, { httpPort, httpsPort, path: pagePath })
  const status = retrieved.responses.auto?.status
  if (!status) throw new Error(`${host} did not answer`)
  if (status < 200 || (status >= 400 && ![401, 403].includes(status))) throw new Error(`${host}${pagePath ?? ''} answered ${status}`)
  // As the Observatory's scanner: penalties first; bonuses count only from an A upwards.
  let withBonus = 100
  let penaltiesOnly = 100
  const tests = {}
  for (const test of ALL_TESTS) {
    const outcome = test(retrieved)
    const modifier = getScoreModifier(outcome.result)
    withBonus += modifier
    if (modifier < 0) penaltiesOnly += modifier
    tests[outcome.constructor.name] = { pass: outcome.pass, result: outcome.result, modifier }
  }
  const { grade, score } = getGradeForScore(penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penaltiesOnly)
  return { grade, score, tests }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const host = args.find((arg) => !arg.startsWith('--'))
  if (!host) {
    console.error('Usage: npm run observatory -- <host> [--path=/news/x] [--https-port=8443] [--http-port=8080] [--json]')
    process.exit(2)
  }
  try {
    const result = await observe(host, { httpPort: option('http-port'), httpsPort: option('https-port'), path: option('path') })
    if (args.includes('--json')) console.log(JSON.stringify(result))
    else {
      console.log(`${host}${option('path') ?? '/'}: ${result.grade} (${result.score})`)
      for (const [name, test] of Object.entries(result.tests))
        console.log(`  ${test.pass ? '✓' : '✗'} ${name.padEnd(30)} ${String(test.modifier).padStart(4)}  ${test.result}`)
    }
  } catch (error) {
    console.error(`The scan could not be made: ${error.message}`)
    process.exit(1)
  }
}
