// npm run build — the production build: Next's (`next build`), then the production server
// (src/edge/server.ts) bundled by esbuild into the same build directory as plain JavaScript, so
// that production runs it on Node alone (docs/decisions/007-status-check-server.md).
import { build } from 'esbuild'

import { bin, runOrExit, serverBundle } from './lib.mjs'

await runOrExit(bin('next'), ['build'])
await build({
  entryPoints: ['src/edge/server.ts'],
  outfile: serverBundle(),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The components it renders itself (a search page's results) as React's automatic runtime writes them.
  jsx: 'automatic',
  // npm packages stay imports, resolved from node_modules as Next resolves them; our own
  // modules (the @/ paths of tsconfig.json) and the message files go into the bundle.
  packages: 'external',
  logLevel: 'warning',
})
console.log(`✓ Production server: ${serverBundle()}`)
