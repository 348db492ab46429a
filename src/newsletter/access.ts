import { hasRole, type Role } from '@/access'

/** The newsletter (subscribers, issues, deliveries) is for editors and administrators. */
export const seesNewsletter = (user: unknown) => hasRole(user as { roles?: Role[] | null }, 'admin', 'editor')
