// Client components get their words from the server as plain strings (no i18n runtime in
// the browser). Templates keep {placeholders}, filled here.
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** Picks the named messages of a namespace, untouched (templates stay templates). */
export function pick<K extends string>(raw: (key: K) => unknown, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, String(raw(key))])) as Record<K, string>
}
