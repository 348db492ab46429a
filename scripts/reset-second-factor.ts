// npm run staff:reset-second-factor -- someone@example.edu
// For a staff member who lost their phone and recovery codes when no other administrator can
// reset it in the admin: signed out everywhere, they set the factor up again at the next sign-in.
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { resetSecondFactor } from '../src/security/secondFactor/reset'

const email = (process.argv[2] ?? '').trim().toLowerCase()
if (!email) {
  console.error('Usage: npm run staff:reset-second-factor -- someone@example.edu')
  process.exit(2)
}
const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
if (docs.length === 0) {
  console.error(`No staff account ${email}.`)
  await payload.destroy()
  process.exit(1)
}
await resetSecondFactor(payload, docs[0].id)
console.log(`Two-factor sign-in reset for ${email}: they set it up again at their next sign-in.`)
await payload.destroy()
process.exit(0)
