// One place that turns the S3_* settings into the AWS SDK's client settings, for the media
// plugin (mediaStorage.ts) and for applicants' documents (src/admissions/server/documentBucket.ts).
import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { env } from '@/env'

export function s3ClientConfig(): S3ClientConfig {
  return {
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(env.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
    // The SDK's default since 2025 adds CRC32 trailers to every upload (aws-chunked bodies), which
    // many S3-compatible servers store as part of the file; checksums only where the API needs them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
