import type { RelationshipField } from 'payload'

/** The application a record belongs to (its documents, its messages): always one, looked up by it. */
export const applicationField = {
  name: 'application',
  label: { en: 'Application', ru: 'Заявка', uz: 'Ariza' },
  type: 'relationship',
  relationTo: 'applications',
  required: true,
  index: true,
} satisfies RelationshipField
