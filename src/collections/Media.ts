import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { editorialContent } from '@/access'
import { forgetImages } from '@/cache/imageMemo'
import { expireTags } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { env } from '@/env'
import { GROUPS } from '@/i18n/admin/labels'

import { missingFileIsNotFound } from './uploadFiles'

/** A replaced or deleted file: its optimised copies go, here and (through the tag) on every other instance. */
const forgetOptimisedCopies = (req: PayloadRequest) => {
  forgetImages()
  expireTags(req, [TAGS.media])
}
const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  forgetOptimisedCopies(req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  forgetOptimisedCopies(req)
  return doc
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media file', ru: 'Медиафайл', uz: 'Media fayl' }, plural: { en: 'Media', ru: 'Медиафайлы', uz: 'Media fayllar' } },
  admin: { group: GROUPS.content },
  access: editorialContent,
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  upload: {
    staticDir: env.MEDIA_DIR,
    // On S3 the storage plugin answers, with its own 404 for a missing object.
    handlers: env.usesS3 ? [] : [missingFileIsNotFound(env.MEDIA_DIR)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    // A path, not Payload's address at SITE_URL: the admin's lists show the picture wherever
    // the admin was opened (127.0.0.1, ADMIN_ORIGINS), as its policy (img-src 'self') wants (decision 050).
    adminThumbnail: ({ doc }) => {
      const thumb = (doc.sizes as { thumb?: { filename?: unknown } } | undefined)?.thumb?.filename
      const file = typeof thumb === 'string' && thumb ? thumb : doc.filename
      return typeof file === 'string' && file ? `/api/media/file/${encodeURIComponent(file)}` : null
    },
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: { en: 'Alternative text', ru: 'Альтернативный текст', uz: 'Muqobil matn' },
      type: 'text',
      localized: true,
      required: true,
      admin: {
        description: {
          en: 'What the image shows, for people who cannot see it and for search engines.',
          ru: 'Что на изображении — для тех, кто его не видит, и для поисковых систем.',
          uz: 'Rasmda nima tasvirlangani — uni koʻra olmaydiganlar va qidiruv tizimlari uchun.',
        },
      },
    },
  ],
}
