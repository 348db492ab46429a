import type { Field, GlobalConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { revalidateGlobal } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'

export const SOCIAL_ICONS = ['telegram', 'instagram', 'facebook', 'youtube', 'x', 'linkedin'] as const

const status = (name: string, label: string): Field => ({
  name,
  type: 'select',
  label,
  defaultValue: 'active',
  options: [
    { label: 'Active', value: 'active' },
    { label: 'Inactive', value: 'inactive' },
  ],
})

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'siteTitle', type: 'text', localized: true, required: true },
            { name: 'phone1', type: 'text', label: 'Phone 1' },
            {
              type: 'row',
              fields: [{ name: 'phone2', type: 'text', label: 'Phone 2' }, status('phone2Status', 'Phone 2 status')],
            },
            { name: 'email', type: 'email' },
            { name: 'address', type: 'richText', localized: true },
            {
              name: 'mapEmbedUrl',
              type: 'text',
              admin: { description: 'Optional map on the contact page: the embed address from Yandex or Google Maps.' },
              validate: (v: unknown) =>
                !v || /^https:\/\/(yandex\.(ru|uz|com)\/map-widget\/|www\.google\.com\/maps\/embed)/.test(String(v)) || 'An embed address from Yandex Maps (map-widget) or Google Maps (maps/embed).',
            },
            {
              name: 'applyButton',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'url', type: 'text', admin: { description: 'An internal path (/form) or a full address.' } },
                    status('status', 'Status'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Social and footer',
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                { name: 'icon', type: 'select', required: true, options: [...SOCIAL_ICONS] },
                { name: 'url', type: 'text', required: true },
              ],
            },
            { name: 'copyright', type: 'text', localized: true },
            {
              name: 'developerCredit',
              type: 'group',
              fields: [
                { name: 'text', type: 'text', localized: true },
                { name: 'url', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Images',
          fields: [
            { name: 'logoHome', type: 'upload', relationTo: 'media', admin: { description: 'Logo on the home page (light, over the banner).' } },
            { name: 'logoInner', type: 'upload', relationTo: 'media', admin: { description: 'Logo on every other page.' } },
            { name: 'defaultBanner', type: 'upload', relationTo: 'media', admin: { description: 'Banner image for pages without their own.' } },
          ],
        },
        {
          label: 'Analytics',
          description: 'Each counter is loaded only when its ID is set.',
          fields: [
            { name: 'yandexMetrikaId', type: 'text', validate: (v: unknown) => !v || /^\d+$/.test(String(v)) || 'Digits only.' },
            { name: 'googleTagId', type: 'text', validate: (v: unknown) => !v || /^[A-Z]{1,3}-[A-Z0-9-]+$/.test(String(v)) || 'Looks like G-XXXXXXX.' },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(TAGS.settings)] },
}
