// One object per process, whichever copy of a module asks for it. The production server
// (src/edge/server.ts) and each of Next's bundles load their own copy of a module, so a module-level
// `const` would be one per copy: a memo emptied in one and not the other, two database pools, two
// rate-limit budgets for one client. What must be one per process is kept here, under a name.

const holder = globalThis as typeof globalThis & Record<symbol, unknown>

/** The process's object of this name, made by `create` the first time any copy asks. */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`campus.${name}`)
  if (!(key in holder)) holder[key] = create()
  return holder[key] as T
}

/** A global another library keeps in this process (Next's `__incrementalCache`), if it is there yet. */
export const processGlobal = <T>(name: string): T | undefined => (globalThis as Record<string, unknown>)[name] as T | undefined
