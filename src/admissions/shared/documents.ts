// The documents an application carries and what each may be: read by the form's early check
// (by name and declared type) and by the server, which decides the type from the file's
// content (server/documentFiles.ts), never from its name or declared type.
export const DOCUMENT_KINDS = ['photo', 'passport_copy', 'diploma', 'transcript', 'file4'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export type FileType = 'jpeg' | 'png' | 'pdf'

export const FILE_TYPES: Record<FileType, { mime: string; extensions: string[]; label: string }> = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
}
export const MIME: Record<FileType, string> = { jpeg: FILE_TYPES.jpeg.mime, png: FILE_TYPES.png.mime, pdf: FILE_TYPES.pdf.mime }
/** The extension a stored file gets. */
export const EXTENSION: Record<FileType, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' }

export const DOCUMENT_RULES: Record<DocumentKind, { types: FileType[]; maxFiles: number }> = {
  photo: { types: ['jpeg', 'png'], maxFiles: 1 },
  passport_copy: { types: ['jpeg', 'pdf'], maxFiles: 1 },
  diploma: { types: ['jpeg', 'png', 'pdf'], maxFiles: 1 },
  transcript: { types: ['jpeg', 'png', 'pdf'], maxFiles: 1 },
  file4: { types: ['jpeg', 'png', 'pdf'], maxFiles: 5 },
}

/** "3 MB" in every message means 3 × 1024 × 1024 bytes: a file of exactly that size is taken, one byte more is not (decision 042). */
export const MAX_FILE_MB = 3
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024
/** Text fields and multipart overhead on top of the files. */
export const MAX_FIELDS_BYTES = 256 * 1024
export const MAX_FILES = Object.values(DOCUMENT_RULES).reduce((sum, rule) => sum + rule.maxFiles, 0)
export const MAX_BODY_BYTES = MAX_FILES * MAX_FILE_BYTES + MAX_FIELDS_BYTES

export const isDocumentKind = (value: string): value is DocumentKind => DOCUMENT_KINDS.includes(value as DocumentKind)

/** "JPEG, PNG or PDF", for messages. */
export const typeList = (types: FileType[], or: string) => {
  const names = types.map((type) => FILE_TYPES[type].label)
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`
}

/** "JPEG, PNG, PDF": the kinds a document may be, for the form's hints. */
export const typesLabel = (kind: DocumentKind) => DOCUMENT_RULES[kind].types.map((type) => FILE_TYPES[type].label).join(', ')

/** The `accept` attribute of a file input: extensions and types, so pickers filter on either. */
export const acceptOf = (kind: DocumentKind) =>
  DOCUMENT_RULES[kind].types.flatMap((type) => [...FILE_TYPES[type].extensions.map((ext) => `.${ext}`), FILE_TYPES[type].mime]).join(',')

/** Whether a chosen file looks like one of the allowed types by its name and, when the browser knows it, its declared type. */
export function looksAllowed(kind: DocumentKind, file: { name: string; type: string }): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  return DOCUMENT_RULES[kind].types.some((type) => FILE_TYPES[type].extensions.includes(extension) && (!file.type || file.type === FILE_TYPES[type].mime))
}

/** Documents every applicant sends; the transcript is asked of transfer applicants only (fields.ts). */
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = ['photo', 'passport_copy', 'diploma']
