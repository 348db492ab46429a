import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { revalidateGlobal } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { siteGlobal } from '../siteGlobal'

/** The fields of one menu item (the original API's title, slug, options, group, has_category). */
const itemFields = (children?: Field): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
      {
        name: 'slug',
        label: { en: 'Address (slug)', ru: 'Адрес (slug)', uz: 'Manzil (slug)' },
        type: 'text',
        required: true,
        validate: (v: unknown, { req }: { req: PayloadRequest }) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(v ?? '')) || ours(req.t)('fieldChecks:menuSlug'),
        admin: {
          description: {
            en: 'Links to /static/{slug} unless a path is set.',
            ru: 'Ведёт на /static/{slug}, если не задан путь.',
            uz: 'Yoʻl koʻrsatilmasa, /static/{slug} ga olib boradi.',
          },
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'path',
        label: { en: 'Path', ru: 'Путь', uz: 'Yoʻl' },
        type: 'text',
        admin: {
          description: {
            en: 'Path override, e.g. /news (without language prefix).',
            ru: 'Другой путь вместо /static/{slug}, например /news (без префикса языка).',
            uz: '/static/{slug} oʻrniga boshqa yoʻl, masalan /news (til prefiksisiz).',
          },
        },
      },
      {
        name: 'group',
        label: { en: 'Group', ru: 'Группа', uz: 'Guruh' },
        type: 'text',
        admin: {
          description: {
            en: 'Passed on in the JSON API’s menu (“group”).',
            ru: 'Передаётся в меню JSON API («group»).',
            uz: 'JSON API menyusida uzatiladi («group»).',
          },
        },
      },
      {
        name: 'hasCategory',
        label: { en: 'Has a category', ru: 'Есть категория', uz: 'Kategoriyasi bor' },
        type: 'checkbox',
        admin: {
          description: {
            en: 'Passed on in the JSON API’s menu (“has_category”).',
            ru: 'Передаётся в меню JSON API («has_category»).',
            uz: 'JSON API menyusida uzatiladi («has_category»).',
          },
        },
      },
    ],
  },
  ...(children ? [children] : []),
]

const item: AdminText = { en: 'Menu item', ru: 'Пункт меню', uz: 'Menyu bandi' }

const level3: Field = {
  name: 'grandchildren',
  label: { en: 'Third level', ru: 'Третий уровень', uz: 'Uchinchi daraja' },
  type: 'array',
  labels: { singular: item, plural: { en: 'Third level', ru: 'Третий уровень', uz: 'Uchinchi daraja' } },
  fields: itemFields(),
}
const level2: Field = {
  name: 'children',
  label: { en: 'Second level', ru: 'Второй уровень', uz: 'Ikkinchi daraja' },
  type: 'array',
  labels: { singular: item, plural: { en: 'Second level', ru: 'Второй уровень', uz: 'Ikkinchi daraja' } },
  fields: itemFields(level3),
}

export const Menu: GlobalConfig = {
  slug: 'menu',
  label: { en: 'Menu', ru: 'Меню', uz: 'Menyu' },
  ...siteGlobal,
  fields: [
    {
      name: 'items',
      label: { en: 'Menu', ru: 'Меню', uz: 'Menyu' },
      type: 'array',
      labels: { singular: item, plural: { en: 'Menu', ru: 'Меню', uz: 'Menyu' } },
      admin: { initCollapsed: true, components: { RowLabel: '@/globals/Menu/RowLabel#RowLabel' } },
      fields: itemFields(level2),
    },
  ],
  hooks: { afterChange: [revalidateGlobal(TAGS.menu)] },
}
