// Where each of an application's documents stands: received as sent, needs replacing (staff asked
// for a new one, with a reason, and e-mailed the applicant a link), or replaced through that link.
// Read by the collection, the status page's checklist and the replacement page.
import { DOCUMENT_KINDS, type DocumentKind } from './documents'

export const DOCUMENT_STATES = ['received', 'needs_replacement', 'replaced'] as const
export type DocumentState = (typeof DOCUMENT_STATES)[number]

/** A row stored before document requests existed has no state: it was received. */
export const documentState = (value: unknown): DocumentState => (DOCUMENT_STATES.includes(value as DocumentState) ? (value as DocumentState) : 'received')

/** One line of the applicant's checklist. */
export type ChecklistItem = { document: DocumentKind; state: DocumentState; reason: string | null }

/** In the form's order of documents, several additional documents in the order they came. */
export function checklistOrder<T extends { kind: string; id: number }>(rows: T[]): T[] {
  const rank = (kind: string) => {
    const index = DOCUMENT_KINDS.indexOf(kind as DocumentKind)
    return index < 0 ? DOCUMENT_KINDS.length : index
  }
  return [...rows].sort((a, b) => rank(a.kind) - rank(b.kind) || a.id - b.id)
}
