// npm start — serves the production build (migrations are applied as Payload starts).
import { bin, loadDotEnv, start } from './lib.mjs'

loadDotEnv()
if (!process.env.PAYLOAD_SECRET) {
  console.error('PAYLOAD_SECRET is not set: production needs a long random secret to sign sessions (set it in .env or the environment).')
  process.exit(1)
}
const server = start(bin('next'), ['start', '-p', process.env.PORT || '3000'], { env: { NODE_ENV: 'production' } })
server.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
