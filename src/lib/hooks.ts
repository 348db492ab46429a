import type { CollectionConfig } from 'payload'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** Several hook sets as one: each kind's hooks run in the order given. */
export function combineHooks(...sets: Hooks[]): Hooks {
  const combined: Record<string, unknown[]> = {}
  for (const set of sets) {
    for (const [kind, hooks] of Object.entries(set)) combined[kind] = [...(combined[kind] ?? []), ...((hooks as unknown[]) ?? [])]
  }
  return combined as Hooks
}
