// One wrong, missing, extra or swapped letter. Candidates come from the index's vocabulary
// through single-letter deletions (two words one edit apart share a deletion), then each
// candidate is checked exactly here.

/** Words this long or longer are matched with one typo. */
export const TYPO_MIN_LENGTH = 5

/** The word and every form of it with one letter removed. */
export function deletionVariants(word: string): string[] {
  const chars = [...word]
  const variants = new Set([word])
  for (let i = 0; i < chars.length; i++) variants.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''))
  return [...variants]
}

/** True when a and b differ by at most one substitution, insertion, deletion or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > 1) return false
  let i = 0
  while (i < x.length && i < y.length && x[i] === y[i]) i++
  if (x.length === y.length) {
    const rest = (from: number) => x.slice(from).join('') === y.slice(from).join('')
    // A substitution at i, or a swap of i and i + 1.
    return rest(i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2))
  }
  const [longer, shorter] = x.length > y.length ? [x, y] : [y, x]
  return longer.slice(i + 1).join('') === shorter.slice(i).join('')
}
