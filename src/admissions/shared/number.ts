// How application numbers are written: eight characters read over the phone without
// confusion (no 0/O, 1/I/L, U/V), shown as two groups of four. No server imports: the
// status page formats what the applicant typed with it too.
export const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
export const LENGTH = 8

export const formatApplicationNumber = (raw: string) => `${raw.slice(0, 4)}-${raw.slice(4)}`

/** What a person typed, in the stored form; undefined when it cannot be a number. */
export function normalizeApplicationNumber(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined
  const raw = input.toUpperCase().replace(/[\s-]/g, '')
  if (raw.length !== LENGTH || [...raw].some((char) => !ALPHABET.includes(char))) return undefined
  return formatApplicationNumber(raw)
}
