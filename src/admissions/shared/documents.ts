// The documents an application carries and what each may be. The type is always
// decided from the file's content (see files.ts), never from its name or declared type.
export const DOCUMENT_KINDS = ['photo', 'passport_copy', 'diploma', 'transcript', 'file4'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export type FileType = 'jpeg' | 'png' | 'pdf'

export const MIME: Record<FileType, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }
export const EXTENSION: Record<FileType, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' }

export const DOCUMENT_RULES: Record<DocumentKind, { types: FileType[]; maxFiles: number }> = {
  photo: { types: ['jpeg', 'png'], maxFiles: 1 },
  passport_copy: { types: ['jpeg', 'pdf'], maxFiles: 1 },
  diploma: { types: ['jpeg', 'png', 'pdf'], maxFiles: 1 },
  transcript: { types: ['jpeg', 'png', 'pdf'], maxFiles: 1 },
  file4: { types: ['jpeg', 'png', 'pdf'], maxFiles: 5 },
}

export const MAX_FILE_BYTES = 3 * 1024 * 1024
export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024
/** Text fields and multipart overhead on top of the files. */
export const MAX_FIELDS_BYTES = 256 * 1024
export const MAX_FILES = Object.values(DOCUMENT_RULES).reduce((sum, rule) => sum + rule.maxFiles, 0)
export const MAX_BODY_BYTES = MAX_FILES * MAX_FILE_BYTES + MAX_FIELDS_BYTES

export const isDocumentKind = (value: string): value is DocumentKind => DOCUMENT_KINDS.includes(value as DocumentKind)

/** "JPEG, PNG or PDF", for messages. */
export const typeList = (types: FileType[], or: string) => {
  const names = types.map((type) => type.toUpperCase())
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`
}
