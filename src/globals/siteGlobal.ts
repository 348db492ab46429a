import type { GlobalConfig } from 'payload'

import { editorialGlobal } from '@/access'
import { GROUPS } from '@/i18n/admin/labels'

/**
 * What the globals editors keep for the whole site have (the menu, the settings): in the admin's
 * Site group, read by everyone, changed by editors; every save is kept, so one wrong save can be
 * compared and undone.
 */
export const siteGlobal = {
  admin: { group: GROUPS.site },
  access: editorialGlobal,
  versions: { max: 30 },
} satisfies Pick<GlobalConfig, 'admin' | 'access' | 'versions'>
