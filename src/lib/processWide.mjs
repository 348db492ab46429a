// One object per process, whichever copy of a module asks for it. The production server
// (src/edge/server.ts), each of Next's bundles and the cache handler Next loads beside them
// (src/cache/redis-cache-handler.mjs) load their own copy of a module, so a module-level `const`
// would be one per copy: a memo emptied in one and not the other, two database pools, two
// rate-limit budgets for one client. What must be one per process is kept here, under a name.
// Plain JavaScript, so that the cache handler can import it too (./processWide.ts types it).

const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))

/**
 * The process's object of this name, made by `create` the first time any copy asks.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  const key = Symbol.for(`campus.${name}`)
  if (!(key in holder)) holder[key] = create()
  return /** @type {T} */ (holder[key])
}

/**
 * The process's object of this name if some copy has made it, without making it.
 * @param {string} name
 * @returns {unknown}
 */
export const processWideIfMade = (name) => holder[Symbol.for(`campus.${name}`)]

/**
 * A global another library keeps in this process (Next's `__incrementalCache`), if it is there yet.
 * @template T
 * @param {string} name
 * @returns {T | undefined}
 */
export const processGlobal = (name) => /** @type {Record<string, T | undefined>} */ (/** @type {unknown} */ (globalThis))[name]
