import type { CollectionConfig } from 'payload'

import { adminOrSelf, isAdmin, isAdminField, type Role, ROLES } from '@/access'
import { env } from '@/env'
import { type AdminText, GROUPS } from '@/i18n/admin/labels'
import { afterStaffAuthError, afterStaffSignIn, beforeStaffAuth } from '@/security/staffSignIn'

const ROLE_LABELS: Record<Role, AdminText> = {
  admin: { en: 'Administrator', ru: 'Администратор', uz: 'Maʼmur' },
  editor: { en: 'Editor', ru: 'Редактор', uz: 'Muharrir' },
  admissions: { en: 'Admissions office', ru: 'Приёмная комиссия', uz: 'Qabul komissiyasi' },
}

/** The staff session cookie: Secure whenever the site is served over HTTPS (every production site). */
export const sessionCookie = (siteUrl: string) => ({ sameSite: 'Lax' as const, secure: new URL(siteUrl).protocol === 'https:' })

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', ru: 'Пользователь', uz: 'Foydalanuvchi' }, plural: { en: 'Users', ru: 'Пользователи', uz: 'Foydalanuvchilar' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: GROUPS.administration },
  auth: {
    // No lock anyone could trigger: growing waits per address and account instead (staffSignIn.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: sessionCookie(env.SITE_URL),
  },
  access: {
    // Anyone may call create only while no user exists: Payload's first-admin screen.
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', label: { en: 'Name', ru: 'Имя', uz: 'Ism' }, type: 'text' },
    {
      name: 'roles',
      label: { en: 'Roles', ru: 'Роли', uz: 'Rollar' },
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      // Hidden on the first-account screen: that account is always an administrator.
      admin: { condition: (_data, _siblings, { user }) => Boolean(user) },
    },
  ],
  hooks: {
    beforeOperation: [beforeStaffAuth],
    afterError: [afterStaffAuthError],
    afterLogin: [afterStaffSignIn],
    beforeChange: [
      // The very first account (created on Payload's first-user screen) is the administrator.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        if (totalDocs === 0) return { ...data, roles: ['admin'] }
        return data
      },
    ],
  },
}
