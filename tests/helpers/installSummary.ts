// Prints, as JSON, what an install holds that a restore must bring back: news, applications with
// their documents, media; run with the install's settings (tests/int/backup.int.test.ts).
// A watchdog, set before anything else is loaded (dynamic imports below, not static ones, which
// would be loaded first), ends the process with a message naming the step that was slow. Loading
// takes about 14 s with two integration files at a time on a quiet machine and several times that
// on a busy one (a CI run saw 60 s): the limit is generous. Run with Node's `--conditions=production`
// (tests/helpers/commands.ts), without which loading stalled for good now and then (decision 056).
let step = 'loading the configuration'
const watchdog = setTimeout(() => {
  console.error(`The install summary did not finish within 180 s (still ${step})`)
  process.exit(1)
}, 180_000)

const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
step = 'connecting to the database'
const payload = await getPayload({ config })
step = 'reading the install'
const all = { overrideAccess: true, pagination: false, depth: 0 } as const
const news = await payload.find({ collection: 'news', ...all, locale: 'ru', sort: 'slug' })
const applications = await payload.find({ collection: 'applications', ...all, sort: 'applicationNumber' })
const files = await payload.find({ collection: 'application-files', ...all, sort: 'storedName' })
const media = await payload.find({ collection: 'media', ...all, sort: 'filename' })
console.log(
  JSON.stringify({
    news: news.docs.map((doc) => ({ slug: doc.slug, title: doc.title, status: doc._status })),
    applications: applications.docs.map((doc) => ({
      number: doc.applicationNumber,
      name: `${doc.firstName} ${doc.lastName}`,
      status: doc.status,
      complete: doc.complete,
    })),
    documents: files.docs.map((doc) => ({ storedName: doc.storedName, kind: doc.kind, size: doc.size })),
    media: media.docs.map((doc) => doc.filename),
  }),
)
// Only reads were made: the process ends as soon as the summary is out, without waiting on
// Payload's shutdown.
clearTimeout(watchdog)
process.exit(0)

export {}
