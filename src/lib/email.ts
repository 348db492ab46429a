// One rule for an e-mail address, from the original specification: exactly one "@", and after it
// a domain that splits at dots into two or more parts; no spaces or control characters, at most
// 254 characters. Read by the footer box (which keeps its button disabled until it holds), the
// contact form, the admissions rules (browser, server and collection) and the servers behind them.
import { hasControlCharacters } from './controlCharacters'

export const EMAIL_MAX_LENGTH = 254

export function isEmailAddress(value: string): boolean {
  const text = value.trim()
  if (text.length === 0 || text.length > EMAIL_MAX_LENGTH || /\s/.test(text) || hasControlCharacters(text)) return false
  const parts = text.split('@')
  if (parts.length !== 2 || parts[0].length === 0) return false
  const labels = parts[1].split('.')
  return labels.length >= 2 && labels.every((label) => label.length > 0)
}

/** The same rule as an HTML `pattern` (it must match the whole value), for the browser to check before a form's scripts run. */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+'

/** The stored form: trimmed and lower-cased, so one person is one subscriber. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()
