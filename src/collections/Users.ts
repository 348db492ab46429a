import type { CollectionConfig, Field } from 'payload'

import { adminOrSelf, isAdmin, isAdminField, type Role, ROLES } from '@/access'
import { env } from '@/env'
import { type AdminText, GROUPS } from '@/i18n/admin/labels'
import { secondFactorEndpoints } from '@/security/secondFactor/endpoints'
import { holdForSecondFactor, sayWhatIsNeeded, signOutOnNewRequirement } from '@/security/secondFactor/hooks'
import { afterStaffSignIn, beforeStaffAuth, liftStaffChallenge } from '@/security/staffSignIn'

/** Written by the server's own code only (src/security/secondFactor): no API reads or writes them. */
const serverOnly = { read: () => false, create: () => false, update: () => false }
const secretField = (name: string, type: 'text' | 'number' | 'json') => ({ name, type, hidden: true, access: serverOnly }) as Field

const ROLE_LABELS: Record<Role, AdminText> = {
  admin: { en: 'Administrator', ru: 'Администратор', uz: 'Maʼmur' },
  editor: { en: 'Editor', ru: 'Редактор', uz: 'Muharrir' },
  admissions: { en: 'Admissions office', ru: 'Приёмная комиссия', uz: 'Qabul komissiyasi' },
  bursar: { en: 'Bursar', ru: 'Бухгалтерия', uz: 'Buxgalteriya' },
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
    // Payload's one link per account every 15 s, whoever asks, would let anyone keep the owner
    // from a link; the limits per requester replace it. 1 ms, not 0, keeps the column it uses.
    forgotPassword: { minRequestInterval: 1 },
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
    {
      name: 'totpEnabled',
      label: { en: 'Two-factor sign-in', ru: 'Двухфакторный вход', uz: 'Ikki bosqichli kirish' },
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (_data, _siblings, { user }) => Boolean(user),
        components: { Field: '@/components/admin/secondFactor/SecondFactorPanel#SecondFactorPanel' },
      },
    },
    secretField('totpSecret', 'text'),
    secretField('totpPendingSecret', 'text'),
    secretField('totpLastStep', 'number'),
    secretField('recoveryCodeHashes', 'json'),
    secretField('pendingSessions', 'json'),
  ],
  endpoints: secondFactorEndpoints,
  hooks: {
    beforeOperation: [beforeStaffAuth],
    // A password alone opens nothing for an account with (or needing) a second factor.
    afterLogin: [afterStaffSignIn, holdForSecondFactor],
    afterOperation: [sayWhatIsNeeded],
    afterChange: [signOutOnNewRequirement],
    afterError: [liftStaffChallenge],
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
