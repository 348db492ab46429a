import { readFileSync } from 'node:fs'
import { inlineScriptHashes } from '../src/security/pageScripts'
for (const f of ['/tmp/home.html', '/tmp/news.html']) {
  const html = readFileSync(f, 'utf8')
  for (let i = 0; i < 200; i++) inlineScriptHashes(html)
  const n = 2000, t = performance.now()
  for (let i = 0; i < n; i++) inlineScriptHashes(html)
  console.log(f, (html.length / 1024).toFixed(0), 'kB', inlineScriptHashes(html).length, 'hashes', ((performance.now() - t) / n).toFixed(3), 'ms/page')
}
