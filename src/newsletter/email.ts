// The footer box's rule for an address, from the original specification: exactly one "@",
// and after it a domain that splits at dots into two or more parts. Shared by the box (which
// keeps its button disabled until it holds) and the server (which checks again).
import { hasControlCharacters } from '@/lib/controlCharacters'

const MAX_LENGTH = 254

export function isSubscribableEmail(value: string): boolean {
  const text = value.trim()
  if (text.length === 0 || text.length > MAX_LENGTH || /\s/.test(text) || hasControlCharacters(text)) return false
  const parts = text.split('@')
  if (parts.length !== 2 || parts[0].length === 0) return false
  const labels = parts[1].split('.')
  return labels.length >= 2 && labels.every((label) => label.length > 0)
}

/** The stored form: trimmed and lower-cased, so one person is one subscriber. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()
