// The contract an approved applicant receives, as a template staff edit in three
// languages. {placeholders} are filled from the application (see admissions/contract.ts).
import type { GlobalConfig } from 'payload'

import { isAdmissions, seesApplications } from '@/access'
import { CONTRACT_PLACEHOLDERS } from '@/admissions/contract'

const help = `Placeholders filled from the application: ${CONTRACT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`

export const Contract: GlobalConfig = {
  slug: 'contract',
  label: 'Contract template',
  admin: { group: 'Admissions', description: help, hidden: ({ user }) => !seesApplications(user) },
  graphQL: false,
  access: { read: isAdmissions, update: isAdmissions },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, admin: { description: 'For example: Contract No. {number} for paid education' } },
    { name: 'city', type: 'text', localized: true, required: true },
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true },
        { name: 'body', type: 'textarea', localized: true, required: true, admin: { description: `One paragraph per line. ${help}` } },
      ],
    },
    { name: 'university', label: 'University details', type: 'textarea', localized: true, required: true, admin: { description: 'Name, address, bank details: one per line, printed under the university’s signature.' } },
    { name: 'studentLines', label: 'Student details', type: 'textarea', localized: true, required: true, admin: { description: `Printed under the student’s signature, one per line. ${help}` } },
  ],
}
