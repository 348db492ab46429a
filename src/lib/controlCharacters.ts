// Control characters (Unicode's Cc: U+0000–U+001F, U+007F–U+009F) are never part of what a person
// types into a form: PostgreSQL refuses NUL outright and SQLite stores it, and the others break
// mail headers, exports and the admin's display. One rule for every public text field, browser-safe
// (the forms check it before sending, the server again): a single-line value is trimmed first, so
// surrounding whitespace (a pasted trailing line break) is harmless, and may hold none inside; a
// multi-line value keeps tabs and line breaks. Decision 042.
const ANY = /\p{Cc}/u
/** Tab, line feed and carriage return stay in a multi-line text. */
const BEYOND_LINES = /(?![\t\n\r])\p{Cc}/u

/** Whether the text holds a character no one types; `multiline` allows tabs and line breaks. */
export const hasControlCharacters = (value: string, { multiline = false } = {}) => (multiline ? BEYOND_LINES : ANY).test(value)

/** A single-line value as stored: trimmed; undefined when a control character remains inside it. */
export const singleLine = (value: string): string | undefined => {
  const text = value.trim()
  return hasControlCharacters(text) ? undefined : text
}
