// The admin's frame (navigation, header) around one of the bursar's own views; anyone who is not
// the bursar or an administrator is sent to the admin home, a visitor to the sign-in.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { hasRole } from '@/access'

export function BursarPage({ initPageResult, params, searchParams, children }: AdminViewServerProps & { children: ReactNode }) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (!req.user) redirect('/admin/login')
  if (!hasRole(req.user as never, 'admin', 'bursar')) redirect('/admin')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
