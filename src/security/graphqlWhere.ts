// GraphQL's `where` accepts null for any operator (`{ title: { like: null } }`), written in the query
// or passed as a variable, and Payload hands it to the database layer, which fails on it with a
// TypeError (a 500 naming the error). checkedGraphql (restQuery.ts) answers such a request 400.
import { Kind, parse, visit, type DocumentNode, type ValueNode } from 'graphql'

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const problemAt = (path: string[]) =>
  `The condition "${path.join('.')}" in "where" is null. Give it a value, or use { exists: false } to find documents where a field has none.`

/** The first null inside a JSON value (a variable's), as a problem; null when there is none. */
function nullInJson(value: unknown, path: string[]): string | null {
  if (value === null) return path.length ? problemAt(path) : null
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : isPlainObject(value) ? Object.entries(value) : []
  for (const [key, item] of entries) {
    const problem = nullInJson(item, [...path, key])
    if (problem) return problem
  }
  return null
}

type Variables = { values: Record<string, unknown>; defaults: Map<string, ValueNode> }

/** The first null inside a `where` argument as written in the query, following its variables. */
function nullInValue(node: ValueNode, path: string[], variables: Variables): string | null {
  switch (node.kind) {
    case Kind.NULL:
      return path.length ? problemAt(path) : null
    case Kind.VARIABLE: {
      const name = node.name.value
      if (name in variables.values) return nullInJson(variables.values[name], path)
      const fallback = variables.defaults.get(name)
      return fallback ? nullInValue(fallback, path, variables) : null
    }
    case Kind.OBJECT:
      for (const field of node.fields) {
        const problem = nullInValue(field.value, [...path, field.name.value], variables)
        if (problem) return problem
      }
      return null
    case Kind.LIST:
      for (const [index, item] of node.values.entries()) {
        const problem = nullInValue(item, [...path, String(index)], variables)
        if (problem) return problem
      }
      return null
    default:
      return null
  }
}

/** What is wrong with the `where` arguments of this GraphQL request, or null to let Payload answer. */
export function graphqlWhereProblem(query: string, variables: unknown): string | null {
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    // Payload answers a query it cannot parse with the parser's own message.
    return null
  }
  const known: Variables = { values: isPlainObject(variables) ? variables : {}, defaults: new Map() }
  visit(document, {
    VariableDefinition(node) {
      if (node.defaultValue) known.defaults.set(node.variable.name.value, node.defaultValue)
    },
  })
  let problem: string | null = null
  visit(document, {
    Argument(node) {
      if (!problem && node.name.value === 'where') problem = nullInValue(node.value, [], known)
    },
  })
  return problem
}
