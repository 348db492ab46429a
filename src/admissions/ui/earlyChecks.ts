// The browser's early check of an application: the shared rules (../shared/rules.ts) run as
// the visitor types, so a mistake is named beside its field before anything is sent; the
// server runs the same rules again. Files are judged here by name and declared type only.
import { DOCUMENT_RULES, looksAllowed, MAX_FILE_BYTES, MAX_FILE_MB, typesLabel } from '@/admissions/shared/documents'
import { FIELD_ORDER, type FieldName, type FileField, type Files, isRequired, isShown, type ValueField, type Values } from '@/admissions/shared/fields'
import { checkValue, type Params, universityDay } from '@/admissions/shared/rules'

/** A message key of the `applyErrors` namespace (or `fileTypeChoice`, the form's own) and its placeholders. */
export type FieldError = { key: string; params?: Params }
export type FieldErrors = Partial<Record<FieldName, FieldError>>

function fileError(field: FileField, files: Files, values: Values): FieldError | null {
  const chosen = files[field]
  if (chosen.length === 0) return isRequired(field, values) ? { key: field === 'transcript' ? 'transcript' : 'fileRequired' } : null
  const { maxFiles } = DOCUMENT_RULES[field]
  if (maxFiles > 1 && chosen.length > maxFiles) return { key: 'tooManyFiles', params: { max: maxFiles } }
  if (chosen.some((file) => !looksAllowed(field, file))) return { key: 'fileTypeChoice', params: { types: typesLabel(field) } }
  if (chosen.some((file) => file.size > MAX_FILE_BYTES)) return { key: 'fileSize', params: { size: MAX_FILE_MB } }
  return null
}

/** One field's problem, or null; `today` is the university's day (`universityDay()`). */
export function validateField(field: FieldName, values: Values, files: Files, today = universityDay()): FieldError | null {
  if (!isShown(field, values)) return null
  return field in files ? fileError(field as FileField, files, values) : checkValue(field as ValueField, values, today)
}

/** Errors of the given fields (all of them by default), in the order the form shows them. */
export function validateFields(values: Values, files: Files, fields: readonly FieldName[] = FIELD_ORDER, today = universityDay()): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FIELD_ORDER) {
    if (!fields.includes(field)) continue
    const error = validateField(field, values, files, today)
    if (error) errors[field] = error
  }
  return errors
}
