import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { env } from '@/env'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: editorialContent,
  upload: {
    staticDir: env.MEDIA_DIR,
    // A file that is not on disk is a 404 (Payload itself answers 500 "Something went wrong").
    handlers: [
      (_req, { params }) => {
        const dir = path.resolve(env.MEDIA_DIR)
        const file = path.resolve(dir, params.filename)
        if (file.startsWith(dir + path.sep) && !existsSync(file)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
      },
    ],
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
