import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import path from 'node:path'
import { type CollectionBeforeOperationHook, type CollectionConfig, ValidationError } from 'payload'

import { editorialContent } from '@/access'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { env } from '@/env'
import { GROUPS } from '@/i18n/admin/labels'

import { missingFileIsNotFound } from './uploadFiles'

export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm']

/**
 * Payload judges an upload by its content too, but lets a file whose content it cannot
 * recognise pass on its name alone. A video here must be recognised as MP4 or WebM.
 */
const recognisedVideoOnly: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const detected = file.tempFilePath && !file.data?.length ? await fileTypeFromFile(file.tempFilePath) : await fileTypeFromBuffer(file.data)
  if (!detected || !VIDEO_MIME_TYPES.includes(detected.mime)) {
    throw new ValidationError({
      errors: [{ path: 'file', message: `${file.name} is not an MP4 or WebM video (judged by its content${detected ? `: ${detected.mime}` : ''}).` }],
    })
  }
  return args
}

/** Short silent clips for the home banner, served from this site (with byte ranges, as players ask). */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: { en: 'Video', ru: 'Видео', uz: 'Video' }, plural: { en: 'Videos', ru: 'Видео', uz: 'Videolar' } },
  admin: {
    group: GROUPS.content,
    description: {
      en: 'Short muted clips for the home banner: MP4 (H.264) and/or WebM, a few seconds, a few MB at most.',
      ru: 'Короткие ролики без звука для баннера главной: MP4 (H.264) и/или WebM, несколько секунд, не больше нескольких МБ.',
      uz: 'Bosh sahifa banneri uchun ovozsiz qisqa kliplar: MP4 (H.264) va/yoki WebM, bir necha soniya, koʻpi bilan bir necha MB.',
    },
  },
  access: editorialContent,
  upload: {
    staticDir: path.join(env.MEDIA_DIR, 'videos'),
    handlers: env.usesS3 ? [] : [missingFileIsNotFound(path.join(env.MEDIA_DIR, 'videos'))],
    mimeTypes: VIDEO_MIME_TYPES,
  },
  fields: [],
  hooks: { beforeOperation: [recognisedVideoOnly], ...revalidateList(TAGS.home) },
}
