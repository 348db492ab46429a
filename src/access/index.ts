import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type Role = 'admin' | 'editor' | 'admissions'
export const ROLES: Role[] = ['admin', 'editor', 'admissions']

type UserLike = { roles?: Role[] | null } | null | undefined

export const hasRole = (user: UserLike, ...roles: Role[]): boolean => Boolean(user?.roles?.some((role) => roles.includes(role)))

const userOf = (req: PayloadRequest) => req.user as UserLike

/** Applicants' data is for admins and admissions staff only. */
export const seesApplications = (user: unknown) => hasRole(user as UserLike, 'admin', 'admissions')

export const anyone: Access = () => true
/** Nobody through the API: the server writes these records itself (Local API). */
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const isAdmissions: Access = ({ req }) => hasRole(userOf(req), 'admin', 'admissions')
export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

/** Staff see drafts; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Admins manage every account; others only their own. */
export const adminOrSelf: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasRole(userOf(req), 'admin')) return true
  return { id: { equals: user.id } }
}

/** Public content that editors manage. */
export const editorialContent = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }

/** Content with drafts: visitors read what is published, editors manage it. */
export const editorialDrafts = { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor }
