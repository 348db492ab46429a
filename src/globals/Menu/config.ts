import type { Field, GlobalConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { revalidateGlobal } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'

/** The fields of one menu item (the original API's title, slug, options, group, has_category). */
const itemFields = (children?: Field): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      {
        name: 'slug',
        type: 'text',
        required: true,
        validate: (v: unknown) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(v ?? '')) || 'Lower-case Latin letters, digits, hyphens.',
        admin: { description: 'Links to /static/{slug} unless a path is set.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'path', type: 'text', admin: { description: 'Path override, e.g. /news (without language prefix).' } },
      { name: 'group', type: 'text' },
      { name: 'hasCategory', type: 'checkbox' },
    ],
  },
  ...(children ? [children] : []),
]

const level3: Field = { name: 'grandchildren', type: 'array', labels: { singular: 'Item', plural: 'Third level' }, fields: itemFields() }
const level2: Field = { name: 'children', type: 'array', labels: { singular: 'Item', plural: 'Second level' }, fields: itemFields(level3) }

export const Menu: GlobalConfig = {
  slug: 'menu',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Menu' },
      admin: { initCollapsed: true, components: { RowLabel: '@/globals/Menu/RowLabel#RowLabel' } },
      fields: itemFields(level2),
    },
  ],
  hooks: { afterChange: [revalidateGlobal(TAGS.menu)] },
}
