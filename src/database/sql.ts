// A statement with its values kept apart, written once and run on either database: through
// our own connection (./connections.ts: text with ? or $n) or inside Payload's transaction (./payloadConnection.ts).

export type Dialect = 'sqlite' | 'postgres'

export class Sql {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The text with the dialect's placeholders, and the values in order. */
  text(dialect: Dialect): { text: string; values: unknown[] } {
    let text = this.parts[0] ?? ''
    this.values.forEach((_, i) => (text += (dialect === 'postgres' ? `$${i + 1}` : '?') + this.parts[i + 1]))
    return { text, values: [...this.values] }
  }
}

/** Text put in as written: table names and SQL pieces chosen by our code, never by a visitor. */
export class Raw {
  constructor(readonly text: string) {}
}
export const raw = (text: string) => new Raw(text)

/** `sql` tag: values become parameters; Raw and nested Sql are spliced in. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: string[] = [strings[0]!]
  const out: unknown[] = []
  values.forEach((value, i) => {
    const next = strings[i + 1]!
    if (value instanceof Raw) parts[parts.length - 1] += value.text + next
    else if (value instanceof Sql) {
      parts[parts.length - 1] += value.parts[0]
      value.values.forEach((inner, j) => {
        out.push(inner)
        parts.push(value.parts[j + 1]!)
      })
      parts[parts.length - 1] += next
    } else {
      out.push(value)
      parts.push(next)
    }
  })
  return new Sql(parts, out)
}

/** Fragments joined by a separator (in one pass: a vocabulary insert joins hundreds). */
export function join(fragments: Sql[], separator: string): Sql {
  const parts: string[] = ['']
  const values: unknown[] = []
  fragments.forEach((fragment, i) => {
    parts[parts.length - 1] += (i > 0 ? separator : '') + fragment.parts[0]
    fragment.values.forEach((value, j) => {
      values.push(value)
      parts.push(fragment.parts[j + 1]!)
    })
  })
  return new Sql(parts, values)
}

/** Runs statements on one connection or transaction. */
export type SqlRunner = {
  dialect: Dialect
  all<T = Record<string, unknown>>(statement: Sql): Promise<T[]>
  run(statement: Sql): Promise<void>
}
