import { startNginx } from './scripts/nginx.mjs'
const n = await startNginx({ port: 8443, appPort: 3100, tls: { cert: '/tmp/tls/cert.pem', key: '/tmp/tls/key.pem', httpPort: 8080 } })
console.log('nginx up', n.url)
process.on('SIGTERM', async () => {
  await n.stop()
  process.exit(0)
})
setInterval(() => {}, 1000)
