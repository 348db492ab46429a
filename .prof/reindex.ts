import { getPayload } from 'payload'
import config from '../src/payload.config'
import { entriesOf, readShape } from '../src/search/server/sources'
import { writeEntries, clearIndex } from '../src/search/server/writes'
import { payloadConnection } from '../src/search/server/payloadRunner'
import { indexTerms } from '../src/search/shared/normalize'

const payload = await getPayload({ config })
const tx = await payload.db.beginTransaction()
const db = await payloadConnection(payload, { transactionID: tx } as any)
await clearIndex(db, ['en','ru','uz'])
const known = new Map()
let tFind = 0, tEntries = 0, tNorm = 0, tWrite = 0
for (let page = 1; page <= 10; page++) {
  let t = performance.now()
  const { docs } = await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, locale: 'all', ...(readShape('news') as object), draft: false, overrideAccess: true, limit: 100, page, sort: 'id', pagination: true })
  tFind += performance.now() - t; t = performance.now()
  const entries = docs.flatMap((d: any) => entriesOf('news', d))
  tEntries += performance.now() - t; t = performance.now()
  for (const e of entries) { indexTerms(e.title, e.locale); indexTerms(e.excerpt + '\n' + e.body, e.locale) }
  tNorm += performance.now() - t; t = performance.now()
  await writeEntries(db, entries, { rebuild: known })
  tWrite += performance.now() - t
}
await payload.db.rollbackTransaction(tx!)
console.log({ g: [(globalThis as any).tIns, (globalThis as any).tVoc, (globalThis as any).tDocs, (globalThis as any).tTerms], tFind, tEntries, tNorm, tWrite })
process.exit(0)
