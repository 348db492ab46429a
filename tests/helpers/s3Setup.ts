// Before each S3 test file: the local S3 server's settings, before anything reads src/env.ts, with
// two new buckets of the file's own (as each file has its own database: tests/helpers/intSetup.ts),
// so that one file's objects are never another's orphans.
import { S3 } from '@aws-sdk/client-s3'
import { inject } from 'vitest'

const settings = inject('s3Env')
const tag = `f${process.pid}-${Math.floor(Math.random() * 1e6)}`
const buckets = { S3_BUCKET: `${settings.S3_BUCKET}-${tag}`, S3_PRIVATE_BUCKET: `${settings.S3_PRIVATE_BUCKET}-${tag}` }
const s3 = new S3({
  endpoint: settings.S3_ENDPOINT,
  region: settings.S3_REGION,
  forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
  credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID!, secretAccessKey: settings.S3_SECRET_ACCESS_KEY! },
})
for (const bucket of Object.values(buckets)) await s3.createBucket({ Bucket: bucket })
Object.assign(process.env, settings, buckets)
