import autocannon from 'autocannon'
const url = process.argv[2]
const r = await autocannon({ url, connections: 4, duration: 2 })
console.log(url, r.requests.average, 'non2xx', r.non2xx, 'errors', r.errors, 'timeouts', r.timeouts, r.statusCodeStats)
