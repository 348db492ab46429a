import { type Access, type FieldAccess, Forbidden, type PayloadRequest } from 'payload'

export type Role = 'admin' | 'editor' | 'admissions' | 'bursar'
export const ROLES: Role[] = ['admin', 'editor', 'admissions', 'bursar']

type UserLike = { roles?: Role[] | null } | null | undefined

export const hasRole = (user: UserLike, ...roles: Role[]): boolean => Boolean(user?.roles?.some((role) => roles.includes(role)))

const userOf = (req: PayloadRequest) => req.user as UserLike

/** Applicants' data is for admins and admissions staff only. */
export const seesApplications = (user: unknown) => hasRole(user as UserLike, 'admin', 'admissions')

/** Invoices and payments: the bursar's, with admissions staff who set instalments and see what is paid. */
export const seesPayments = (user: unknown) => hasRole(user as UserLike, 'admin', 'bursar', 'admissions')

export const anyone: Access = () => true
/** Nobody through the API: the server writes these records itself (Local API). */
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const isAdmissions: Access = ({ req }) => hasRole(userOf(req), 'admin', 'admissions')
/** The bursar's own records: the providers' callbacks, statements, manual entries, the payment settings. */
export const isBursar: Access = ({ req }) => hasRole(userOf(req), 'admin', 'bursar')
export const isPaymentsStaff: Access = ({ req }) => seesPayments(req.user)
export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

/**
 * A field the system writes (a log, a consent record, a delivery's state, a flag the code keeps):
 * nobody changes it through the admin, bulk edit, REST or GraphQL, administrators included. A value
 * sent for it is ignored; the code writes it with the Local API (overrideAccess) or in a hook.
 */
export const systemField: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Records only the server writes (logs, outboxes, notices): who may read them; nobody creates,
 * changes or deletes one through the admin or the API.
 */
export const serverRecords = (read: Access) => ({ read, create: nobody, update: nobody, delete: nobody })

/** Staff material editors keep and nobody else reads (redirects, newsletter issues). */
export const editorsOnly = { read: isEditor, create: isEditor, update: isEditor, delete: isEditor }

/** Staff see drafts; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Admins manage every account; others only their own. */
export const adminOrSelf: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasRole(userOf(req), 'admin')) return true
  return { id: { equals: user.id } }
}

/**
 * Running, queueing and cancelling jobs over the API (/api/payload-jobs/run, /handle-schedules):
 * admins only; the production server runs the queue itself (src/jobs/runner.ts). Other staff are
 * refused with a 403 (Payload would answer any refusal 401, as if they were not signed in).
 */
export const adminRunsJobs = ({ req }: { req: PayloadRequest }): boolean => {
  if (hasRole(userOf(req), 'admin')) return true
  if (req.user) throw new Forbidden(req.t)
  return false
}

/**
 * For a collection with a trash (`trash: true`): who may delete moves the document to the trash
 * (Payload asks with `data.deletedAt` set); deleting for good through Payload's own Delete is for
 * admins only. Everyone else removes a person's data for good only through the erasure with a
 * typed confirmation (src/trash, docs/decisions/047-trash-and-erasure.md).
 */
export const trashOrAdmin =
  (mayDelete: Access): Access =>
  (args) => {
    const trashing = (args.data as { deletedAt?: unknown } | undefined)?.deletedAt != null
    if (!trashing && !hasRole(userOf(args.req), 'admin')) return false
    return mayDelete(args)
  }

// The versions of public content are its editing history (drafts, earlier wording): staff only.

/** Public content that editors manage. */
export const editorialContent = { read: anyone, readVersions: isStaff, create: isEditor, update: isEditor, delete: isEditor }

/** Public content with a trash: editors move it there and restore it, admins delete it for good. */
export const editorialTrash = { ...editorialContent, delete: trashOrAdmin(isEditor) }

/** Content with drafts: visitors read what is published, editors manage it. */
export const editorialDrafts = { read: publishedOrStaff, readVersions: isStaff, create: isEditor, update: isEditor, delete: trashOrAdmin(isEditor) }

/** A global everyone reads and editors change (the menu, the site's settings). */
export const editorialGlobal = { read: anyone, readVersions: isStaff, update: isEditor }
