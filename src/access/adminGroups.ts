// Groups of the admin's navigation that only some staff are shown: their access keeps everyone
// else out already, and a link that opens onto "not allowed" only confuses.
import { seesApplications, seesPayments } from '@/access'
import { GROUPS } from '@/i18n/admin/labels'
import { seesNewsletter } from '@/newsletter/access'

const hiddenUnless =
  (sees: (user: unknown) => boolean) =>
  ({ user }: { user: unknown }) =>
    !sees(user)

/** Applicants' data: shown to admins and admissions staff. */
export const admissionsGroup = { group: GROUPS.admissions, hidden: hiddenUnless(seesApplications) }

/** The newsletter: shown to admins and editors. */
export const newsletterGroup = { group: GROUPS.newsletter, hidden: hiddenUnless(seesNewsletter) }

/** Invoices and payments: shown to admins, the bursar and admissions staff. */
export const paymentsGroup = { group: GROUPS.payments, hidden: hiddenUnless(seesPayments) }
