import { openReadConnection } from '@/search/server/runners'
import { planQuery, withTypos } from '@/search/shared/plan'
import { countByKind, findPage, typoCandidates } from '@/search/server/reads'
import { tsQuery } from '@/search/server/match'

const db = openReadConnection()
const qs: [any, string][] = JSON.parse(process.argv[2])
for (const [locale, q] of qs) {
  const t0 = performance.now()
  const { plan: p0, typoWords } = planQuery(q, locale)
  const plan = withTypos(p0, await typoCandidates(db, locale, typoWords))
  const t1 = performance.now()
  const counts = await countByKind(db, plan)
  const t2 = performance.now()
  await findPage(db, plan, { limit: 10, offset: 0 })
  const t3 = performance.now()
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  console.log(locale, q.padEnd(20), 'typos', (t1 - t0).toFixed(1), 'count', (t2 - t1).toFixed(1), 'page', (t3 - t2).toFixed(1), 'total', total, process.env.SHOWQ ? tsQuery(plan) : '')
}
await db.close()
