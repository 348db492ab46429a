import type { CollectionConfig, PayloadRequest } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { DAY_AND_TIME, dateField, excerptField, galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'

import { categoryField } from './Categories'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { previewUrl } from '@/lib/preview'
import { staffNoticesField } from '@/notices/field'

import { editorialWithDrafts } from './editorial'
import { eventRegistrationField } from './events/registrationField'
import { deleteSignUpsWithEvent } from './events/signUpHooks'

export const Events: CollectionConfig = {
  slug: 'events',
  ...editorialWithDrafts,
  labels: { singular: { en: 'Event', ru: 'Мероприятие', uz: 'Tadbir' }, plural: { en: 'Events', ru: 'Мероприятия', uz: 'Tadbirlar' } },
  admin: {
    useAsTitle: 'title',
    preview: previewUrl('events'),
    defaultColumns: ['title', 'startsAt', 'place', '_status'],
    group: GROUPS.content,
  },
  defaultSort: '-startsAt',
  fields: [
    staffNoticesField(),
    { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
    slugField(),
    categoryField('events'),
    dateField('startsAt', { en: 'Starts', ru: 'Начало', uz: 'Boshlanishi' }),
    {
      name: 'endsAt',
      label: { en: 'Ends', ru: 'Окончание', uz: 'Tugashi' },
      type: 'date',
      admin: { position: 'sidebar', date: DAY_AND_TIME },
      validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { startsAt?: string } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) >= new Date(siblingData.startsAt) || ours(req.t)('fieldChecks:endBeforeStart'),
    },
    { name: 'place', label: { en: 'Place', ru: 'Место', uz: 'Joyi' }, type: 'text', localized: true },
    {
      name: 'registrationUrl',
      label: { en: 'Registration link', ru: 'Ссылка на регистрацию', uz: 'Roʻyxatdan oʻtish havolasi' },
      type: 'text',
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        !value || /^(https?:\/\/|\/)/.test(String(value)) || ours(req.t)('fieldChecks:addressOrPath'),
    },
    eventRegistrationField,
    { name: 'cover', label: LABELS.cover, type: 'upload', relationTo: 'media', required: true },
    excerptField,
    { name: 'body', label: LABELS.text, type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.events, TAGS.event), searchIndexHooks('events'), redirectsOnAddressChange('events'), {
    beforeDelete: [deleteSignUpsWithEvent],
  }),
}
