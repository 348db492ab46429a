// A newsletter sender in a process of its own, for the test that kills it mid-send:
// `tsx tests/helpers/sendWorker.ts <issue id>` on the database the environment names.
import config from '@payload-config'
import { getPayload } from 'payload'

import { sendIssue } from '@/newsletter/send'

const payload = await getPayload({ config })
await sendIssue(payload, Number(process.argv[2]))
process.exit(0)
