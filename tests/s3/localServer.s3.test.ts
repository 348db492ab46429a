// The local S3 server the suites and the crash test run against (scripts/s3-local.mjs): a client
// that vanishes mid-upload, as the crash test's killed server does, must not keep it from stopping,
// or the run that started it waits for ever.
import { S3 } from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { startLocalS3 } from '../../scripts/s3-local.mjs'

describe('the local S3 server', () => {
  it('stops even when a client went away in the middle of an upload', async () => {
    const server = await startLocalS3()
    const settings = server.env
    const client = new S3({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
    })
    // A body announced as 1 MB of which 100 kB arrive before the client is gone.
    const body = new Readable({ read() {} })
    body.push(Buffer.alloc(100_000, 1))
    const abort = new AbortController()
    const upload = client
      .putObject({ Bucket: settings.S3_PRIVATE_BUCKET, Key: 'applications/cut-short.jpg', Body: body, ContentLength: 1_000_000 }, { abortSignal: abort.signal })
      .then(
        () => 'stored',
        () => 'cut short',
      )
    await new Promise((resolve) => setTimeout(resolve, 500))
    abort.abort()
    expect(await upload).toBe('cut short')
    client.destroy()

    const stopped = server.stop().then(() => 'stopped')
    const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000))
    expect(await Promise.race([stopped, waited])).toBe('stopped')
  }, 30_000)
})
