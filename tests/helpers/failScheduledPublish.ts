// Makes a scheduled publish that will fail: a draft story without its cover, queued to be
// published a moment ago. Prints the story's id. Run with the settings of the install
// (tests/e2e/notices.e2e.ts), which then runs the queue through the API.
// A watchdog ends a run that stalls, with a message (see installSummary.ts).
const watchdog = setTimeout(() => {
  console.error('The scheduled publish was not queued within 60 s')
  process.exit(1)
}, 60_000)

const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const payload = await getPayload({ config })
const title = process.argv[2] ?? 'Evening concert'
const draft = await payload.create({
  collection: 'news',
  draft: true,
  data: { title, date: new Date().toISOString(), _status: 'draft' } as never,
  overrideAccess: true,
})
await payload.jobs.queue({
  task: 'schedulePublish',
  // As the admin's schedule drawer queues it: the id as text (Payload #10481).
  input: { type: 'publish', doc: { relationTo: 'news', value: String(draft.id) as never } },
  waitUntil: new Date(Date.now() - 1000),
})
console.log(JSON.stringify({ id: draft.id }))
clearTimeout(watchdog)
process.exit(0)
export {}
