import type { CollectionConfig } from 'payload'

import { adminOrSelf, isAdmin, isAdminField, ROLES } from '@/access'
import { env } from '@/env'
import { afterStaffAuthError, afterStaffSignIn, beforeStaffAuth } from '@/security/staffSignIn'

/** The staff session cookie: Secure whenever the site is served over HTTPS (every production site). */
export const sessionCookie = (siteUrl: string) => ({ sameSite: 'Lax' as const, secure: new URL(siteUrl).protocol === 'https:' })

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Administration' },
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
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
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
