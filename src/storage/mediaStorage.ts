// Public media (the `media` and `videos` upload collections) on S3-compatible storage when
// S3_BUCKET is set, through Payload's official plugin; on local disk (MEDIA_DIR) otherwise.
// Files keep their addresses on this site (/api/media/file/…): Payload streams them from the
// bucket, so Next's image optimizer, nginx's cache and every page work as with local files and
// the bucket need not be public (docs/decisions/020-files-on-s3.md).
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '@/env'

import { s3ClientConfig } from './s3'

export const MEDIA_COLLECTIONS = ['media', 'videos', 'documents'] as const

export function mediaStorage(): Plugin {
  return s3Storage({
    enabled: env.usesS3,
    // The plugin's columns exist whether or not S3 is configured: one schema, one set of migrations.
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET || 'not-configured',
    config: s3ClientConfig(),
    collections: { media: { prefix: 'media' }, videos: { prefix: 'videos' }, documents: { prefix: 'documents' } },
  })
}
