import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { env } from '@/env'

import { missingFileIsNotFound } from './uploadFiles'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: editorialContent,
  upload: {
    staticDir: env.MEDIA_DIR,
    handlers: [missingFileIsNotFound(env.MEDIA_DIR)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
