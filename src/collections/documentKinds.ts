// The kinds of public documents, shared by the collection, its page and the search.
/** What a public document may be, as recognised from its content (never from its name). */
export const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/vnd.oasis.opendocument.presentation': 'ODP',
}

export const DOCUMENT_CATEGORIES = ['admission-rules', 'curricula', 'licences', 'timetables', 'orders', 'other'] as const
