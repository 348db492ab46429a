// Prints, as JSON, what an install holds that a restore must bring back: news, applications with
// their documents, media; run with the install's settings (tests/int/backup.int.test.ts).
// Node ends a script whose event loop runs empty while a top-level await is still pending, with
// exit code 13 (seen about one run in seven, while the database driver's native work settles):
// this timer keeps the process alive until the summary is out, and ends a wait that never would.
// It is set before anything else runs, so it covers loading the configuration too (a static
// import would be evaluated before it: exit code 13 was seen there as well). Loading takes about
// 14 s with two integration files at a time on a quiet machine, and several times that on a busy
// one (a CI run saw 60 s pass): the limit is generous and the message says which step was slow.
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
// Payload's shutdown (one run in seven ended with exit code 13, an unsettled await, before this).
clearTimeout(watchdog)
process.exit(0)

export {}
