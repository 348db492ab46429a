import { getPayload } from 'payload'
import config from '../src/payload.config'
import { reindexAll } from '../src/search/server/indexer'
const payload = await getPayload({ config })
const t = performance.now()
await reindexAll(payload)
console.log((globalThis as any).T, 'reindex s', ((performance.now() - t) / 1000).toFixed(1))
process.exit(0)
