import type { CollectionConfig, PayloadRequest } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { dateField, galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { parseVideoUrl } from '@/lib/video'

import { editorialWithTrash } from './editorial'

/** Photo albums and video albums. A video is a link: YouTube or a direct .mp4/.webm file. */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  ...editorialWithTrash,
  labels: { singular: { en: 'Gallery', ru: 'Галерея', uz: 'Galereya' }, plural: { en: 'Galleries', ru: 'Галереи', uz: 'Galereyalar' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'date'], group: GROUPS.content },
  // Every save kept: an editor can compare and restore any of the last 30.
  versions: { maxPerDoc: 30 },
  defaultSort: '-date',
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
    slugField(),
    dateField(),
    {
      name: 'kind',
      label: { en: 'Kind', ru: 'Тип', uz: 'Turi' },
      type: 'select',
      required: true,
      defaultValue: 'photo',
      options: [
        { label: { en: 'Photo album', ru: 'Фотоальбом', uz: 'Fotoalbom' }, value: 'photo' },
        { label: { en: 'Video album', ru: 'Видеоальбом', uz: 'Videoalbom' }, value: 'video' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'cover', label: LABELS.cover, type: 'upload', relationTo: 'media', required: true },
    galleryField('photos', (data) => data?.kind !== 'video', { en: 'Photos', ru: 'Фотографии', uz: 'Suratlar' }),
    {
      name: 'videos',
      label: { en: 'Videos', ru: 'Видео', uz: 'Videolar' },
      labels: { singular: { en: 'Video', ru: 'Видео', uz: 'Video' }, plural: { en: 'Videos', ru: 'Видео', uz: 'Videolar' } },
      type: 'array',
      admin: { condition: (data) => data?.kind === 'video' },
      fields: [
        { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
        {
          name: 'url',
          label: LABELS.link,
          type: 'text',
          required: true,
          validate: (v: unknown, { req }: { req: PayloadRequest }) => Boolean(parseVideoUrl(String(v ?? ''))) || ours(req.t)('fieldChecks:videoLink'),
        },
      ],
    },
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.galleries, TAGS.gallery), searchIndexHooks('galleries'), redirectsOnAddressChange('galleries')),
}
