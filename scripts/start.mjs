// npm start — serves the production build (migrations are applied as Payload starts).
import { followServer, loadDotEnv, startSite } from './lib.mjs'

loadDotEnv()
if (!process.env.PAYLOAD_SECRET) {
  console.error('PAYLOAD_SECRET is not set: production needs a long random secret to sign sessions (set it in .env or the environment).')
  process.exit(1)
}
followServer(startSite(process.env.PORT || '3000'))
