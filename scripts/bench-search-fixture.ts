// Used by `npm run bench:search`: fills the configured (throw-away) database with generated
// news in three languages, written straight into Payload's tables (creating them one by one
// through Payload would take the benchmark's whole time), then measures a full rebuild of the
// index and the indexing of single documents. Prints one JSON line with the figures.
//   --count=10000  documents (each in en, ru and uz)
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { indexDocument, reindexAll } from '../src/search/server/indexer'
import { payloadConnection } from '../src/database/payloadConnection'
import { join, sql } from '../src/database/sql'
import { progressBar } from './progress'

const count = Number(process.argv.find((a) => a.startsWith('--count='))?.split('=')[1] ?? 10_000)

// A deterministic generator, so every run indexes the same text.
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!

const SYLLABLES = {
  en: ['ca', 'mpus', 'stu', 'dent', 're', 'search', 'lab', 'or', 'at', 'ory', 'fa', 'cul', 'ty', 'pro', 'gram', 'me', 'sci', 'ence', 'en', 'gi', 'neer', 'ing'],
  ru: ['сту', 'дент', 'фа', 'куль', 'тет', 'ис', 'сле', 'до', 'ва', 'ни', 'е', 'ла', 'бо', 'ра', 'то', 'рия', 'про', 'грам', 'ма', 'нау', 'ка', 'при', 'ём'],
  uz: ['ta', 'la', 'ba', 'fa', 'kul', 'tet', 'oʻ', 'qi', 'tuv', 'chi', 'il', 'miy', 'lo', 'bo', 'ra', 'to', 'ri', 'ya', 'das', 'tur', 'gʻ', 'ol', 'ib'],
}
type L = keyof typeof SYLLABLES
/** About 4,000 distinct words per language, each of two to four syllables. */
const vocabularies = Object.fromEntries(
  (Object.keys(SYLLABLES) as L[]).map((locale) => [
    locale,
    Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES[locale])).join('')),
  ]),
) as Record<L, string[]>
const sentence = (locale: L, words: number) => Array.from({ length: words }, () => pick(vocabularies[locale])).join(' ')
const richText = (text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  })

const payload = await getPayload({ config })
const db = await payloadConnection(payload)
const [cover] = await db.all<{ id: number }>(sql`SELECT id FROM media ORDER BY id LIMIT 1`)
const json = db.dialect === 'postgres' ? (value: string) => sql`${value}::jsonb` : (value: string) => sql`${value}`

const BATCH = 500
const insertStarted = performance.now()
const fill = progressBar('Fixture')
for (let done = 0; done < count; done += BATCH) {
  const size = Math.min(BATCH, count - done)
  const rows = Array.from({ length: size }, (_, i) => {
    const n = done + i
    return sql`(${`bench-${n}`}, ${new Date(Date.now() - n * 3_600_000).toISOString()}, ${cover?.id ?? null}, 'published')`
  })
  const ids = await db.all<{ id: number }>(sql`INSERT INTO news (slug, date, cover_id, _status) VALUES ${join(rows, ', ')} RETURNING id`)
  const locales = ids.flatMap(({ id }) =>
    (['en', 'ru', 'uz'] as L[]).map(
      (locale) => sql`(${sentence(locale, 6)}, ${sentence(locale, 20)}, ${json(richText(sentence(locale, 150)))}, ${locale}, ${Number(id)})`,
    ),
  )
  await db.run(sql`INSERT INTO news_locales (title, excerpt, body, _locale, _parent_id) VALUES ${join(locales, ', ')}`)
  fill(done + size, count)
}
const insertSeconds = (performance.now() - insertStarted) / 1000

const reindexStarted = performance.now()
const { documents } = await reindexAll(payload, progressBar('Reindex'))
const reindexSeconds = (performance.now() - reindexStarted) / 1000

// Indexing one document, as a save does: re-read in every language and write.
const sample = await db.all<{ id: number }>(sql`SELECT id FROM news ORDER BY id DESC LIMIT 50`)
const single: number[] = []
for (const { id } of sample) {
  const started = performance.now()
  await indexDocument(payload, 'news', id)
  single.push(performance.now() - started)
}
single.sort((a, b) => a - b)
const quantile = (q: number) => single[Math.min(single.length - 1, Math.floor(q * single.length))]!

console.log(
  JSON.stringify({
    fixture: count,
    insertSeconds: Number(insertSeconds.toFixed(1)),
    documents,
    entries: documents * 3,
    reindexSeconds: Number(reindexSeconds.toFixed(1)),
    indexOneMs: { p50: Number(quantile(0.5).toFixed(1)), p95: Number(quantile(0.95).toFixed(1)), max: Number(single.at(-1)!.toFixed(1)) },
    sampleWords: Object.fromEntries((['en', 'ru', 'uz'] as L[]).map((locale) => [locale, vocabularies[locale].slice(0, 40)])),
  }),
)
await payload.destroy()
process.exit(0)
