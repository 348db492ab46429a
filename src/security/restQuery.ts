// Checks what a REST request asks for before Payload turns it into SQL: ids, paging numbers and
// `where` conditions whose operator or value cannot apply to the field. Payload checks that a
// path exists but passes values on, and the database then fails with a 500 ("notadate" compared
// with a date, "abc" as a numeric id, `near` on a text field). Each problem here is a 400 that
// names it. Anything this does not recognise goes on to Payload unchanged, and the error mapping
// (restErrors.ts) still turns a database's complaint about a value into a 400.
import { buildVersionCollectionFields, buildVersionGlobalFields, type FlattenedField, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'
import { parse } from 'qs-esm'

import { locales } from '@/i18n/locales'

import { graphqlWhereProblem } from './graphqlWhere'

/** The largest value of the integer id columns (PostgreSQL `serial`). */
const MAX_ID = 2_147_483_647
const PAGING: Record<string, number> = { limit: 100_000, page: 1_000_000, depth: 10 }

const COMPARISONS = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LISTS = new Set(['in', 'not_in', 'all'])
const TEXT_MATCHES = new Set(['like', 'not_like', 'contains'])
const GEO = new Set(['near', 'within', 'intersects'])
const OPERATORS = new Set([...COMPARISONS, ...LISTS, ...TEXT_MATCHES, ...GEO, 'exists'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio', 'richText', 'json'])

type Field = FlattenedField | { type: 'id'; name: 'id' }

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const isLocaleCode = (value: string) => (locales as readonly string[]).includes(value)
const isId = (value: unknown) => typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) <= MAX_ID

/** The field a dotted path names, through groups, tabs and arrays; undefined where it leaves them. */
function fieldAt(fields: FlattenedField[], path: string, hasNumericIds: boolean): Field | undefined {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0 && hasNumericIds && !fields.some((field) => field.name === 'id')) return { type: 'id', name: 'id' }
  const field = fields.find((candidate) => candidate.name === head)
  if (!field || rest.length === 0) return field
  // `title.ru`: one language of a localized field.
  if (rest.length === 1 && 'localized' in field && field.localized && isLocaleCode(rest[0])) return field
  if ((field.type === 'group' || field.type === 'tab' || field.type === 'array') && 'flattenedFields' in field) {
    return fieldAt(field.flattenedFields, rest.join('.'), hasNumericIds)
  }
  return undefined
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])

function valueProblem(field: Field, operator: string, value: unknown, path: string, numericIds: boolean): string | null {
  const hasMany = 'hasMany' in field && field.hasMany === true
  if (GEO.has(operator)) return field.type === 'point' ? null : `"${operator}" works only on a location field, and "${path}" is not one`
  if (operator === 'all' && !hasMany) return `"all" works only on a field with several values, and "${path}" has one`
  if (TEXT_MATCHES.has(operator) && !TEXT_TYPES.has(field.type) && !(operator === 'contains' && hasMany)) {
    return `"${operator}" compares text, and "${path}" is a ${field.type} field`
  }
  if (operator === 'exists') return ['true', 'false', true, false].includes(value as never) ? null : `"exists" takes true or false`
  const values = LISTS.has(operator) ? listOf(value) : [value]
  for (const item of values) {
    if (isPlainObject(item) || Array.isArray(item)) return `the value for "${path}" must be a single value`
    if (item === null || item === undefined || item === '' || item === 'null') continue
    const text = String(item)
    if (field.type === 'date' && Number.isNaN(new Date(text).getTime())) return `"${text}" is not a date (use e.g. 2026-09-01)`
    if (field.type === 'number' && !Number.isFinite(Number(text))) return `"${text}" is not a number`
    const numericReference = field.type === 'id' || ((field.type === 'relationship' || field.type === 'upload') && numericIds && !TEXT_MATCHES.has(operator))
    if (numericReference && !isId(text)) return `"${text}" is not a valid id for "${path}"`
    if (field.type === 'checkbox' && !['true', 'false'].includes(text)) return `"${path}" is true or false`
  }
  return null
}

function whereProblem(where: unknown, fields: FlattenedField[], numericIds: boolean, depth = 0): string | null {
  if (!isPlainObject(where)) return 'where must be a set of conditions, e.g. where[title][equals]=…'
  if (depth > 8) return 'where is nested too deeply'
  for (const [key, conditions] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(conditions) ? conditions : isPlainObject(conditions) ? Object.values(conditions) : null
      if (!parts) return `where[${key}] must be a list of conditions`
      for (const part of parts) {
        const problem = whereProblem(part, fields, numericIds, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(conditions)) return `where[${key}] needs an operator, e.g. where[${key}][equals]=…`
    for (const [operator, value] of Object.entries(conditions)) {
      if (!OPERATORS.has(operator)) return `"${operator}" is not an operator (use one of ${[...OPERATORS].join(', ')})`
      if (!LISTS.has(operator) && !GEO.has(operator) && (isPlainObject(value) || Array.isArray(value))) return `the value for "${key}" must be a single value`
      const field = fieldAt(fields, key, numericIds)
      const problem = field ? valueProblem(field, operator, value, key, numericIds) : null
      if (problem) return problem
    }
  }
  return null
}

/** Paths from Payload's endpoints ('/:id', '/versions/:id', '/access/:id?') as matchers. */
function endpointParams(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segments[i] === undefined) {
        if (optional) continue
        return null
      }
      params[part.slice(1).replace(/\?$/, '')] = segments[i]
    } else if (part !== segments[i]) return null
  }
  return params
}

function idProblem(collection: SanitizedCollectionConfig, method: string, segments: string[], numericIds: boolean): string | null {
  if (!numericIds || collection.flattenedFields.some((field) => field.name === 'id') || segments.length === 0) return null
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  for (const endpoint of endpoints) {
    if (endpoint.method.toUpperCase() !== method) continue
    const params = endpointParams(endpoint.path, segments)
    if (!params) continue
    if (params.id !== undefined && !isId(params.id)) return `"${params.id}" is not a valid id`
    return null
  }
  return null
}

/**
 * What is wrong with this REST request, in words for its sender, or null to let Payload answer.
 * `path` is the part after /api/, `search` the query string, `numericIds` whether ids are integers.
 */
export function restRequestProblem(config: SanitizedConfig, method: string, path: string, search: string, numericIds: boolean): string | null {
  const [slug, ...segments] = path.split('/').filter(Boolean)
  const target = slug === 'globals' ? globalTarget(config, segments, numericIds) : collectionTarget(config, method, slug, segments, numericIds)
  if (target === null || typeof target === 'string') return target
  if (!search || search === '?') return null
  const query = parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
  for (const [name, max] of Object.entries(PAGING)) {
    const value = query[name]
    if (value === undefined || value === '') continue
    if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) > max) return `${name} must be a whole number from 0 to ${max}`
  }
  if (query.where === undefined) return null
  return whereProblem(query.where, target.fields, numericIds)
}

/** The fields a request's `where` is about, or a problem with its path; null when Payload should answer. */
type Target = { fields: FlattenedField[] } | string | null

// Payload declares the fields of versions as Field[]; built flattened (third argument), they are FlattenedField[].
const asFlattened = (fields: unknown) => fields as FlattenedField[]

function collectionTarget(config: SanitizedConfig, method: string, slug: string | undefined, segments: string[], numericIds: boolean): Target {
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  if (!collection) return null
  const problem = idProblem(collection, method, segments, numericIds)
  if (problem) return problem
  // On /versions: a version's own fields (id, parent, createdAt, latest…) and the document's under `version.`.
  return { fields: segments[0] === 'versions' ? asFlattened(buildVersionCollectionFields(config, collection, true)) : collection.flattenedFields }
}

/** /globals/{slug} and /globals/{slug}/versions[/:id]. */
function globalTarget(config: SanitizedConfig, segments: string[], numericIds: boolean): Target {
  const global = config.globals.find((candidate) => candidate.slug === segments[0])
  if (!global) return null
  if (segments[1] !== 'versions') return { fields: global.flattenedFields }
  const id = segments[2]
  if (id !== undefined && numericIds && !isId(id)) return `"${id}" is not a valid id`
  return { fields: asFlattened(buildVersionGlobalFields(config, global, true)) }
}

/**
 * Why Payload has no such route, or null. It would answer these with a 500 or a 501: the versions
 * of a collection or global that keeps none (no table to read), and Payload's migration records
 * (no endpoints; migrations run from the command line, never over HTTP).
 */
export function missingRoute(config: SanitizedConfig, path: string): string | null {
  const [slug, ...segments] = path.split('/').filter(Boolean)
  if (slug === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === segments[0])
    return global && segments[1] === 'versions' && !global.versions ? `The global "${global.slug}" keeps no versions.` : null
  }
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  if (!collection) return null
  if (collection.endpoints === false) return `There is no "${slug}" in this API.`
  return segments[0] === 'versions' && !collection.versions ? `The collection "${slug}" keeps no versions.` : null
}

type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const answer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
const badRequest = (message: string) => answer(400, message)

/** Payload's REST handler behind missingRoute (404) and restRequestProblem (400); the rest goes on. */
export function checkedRest(configPromise: Promise<SanitizedConfig>, handler: RouteHandler): RouteHandler {
  return async (request, args) => {
    const config = await configPromise
    const url = new URL(request.url)
    const apiPrefix = `${config.routes.api}/`
    const path = url.pathname.startsWith(apiPrefix) ? url.pathname.slice(apiPrefix.length) : ''
    const missing = missingRoute(config, path)
    if (missing) return answer(404, missing)
    const numericIds = (config.db as { defaultIDType?: string }).defaultIDType !== 'text'
    const problem = restRequestProblem(config, request.method, path, url.search, numericIds)
    if (problem) return badRequest(problem)
    const response = await handler(request, args)
    return isPrivate(config, path) ? withNoStore(response) : response
  }
}

/** A collection marked `custom: { noStore: true }` holds personal data no cache may keep (contact messages). */
const isPrivate = (config: SanitizedConfig, path: string) => {
  const slug = path.split('/')[0]
  return Boolean(config.collections.find((collection) => collection.slug === slug)?.custom?.noStore)
}

function withNoStore(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Payload's GraphQL handler, told apart from a body that is not JSON at all (Next's parser would throw: 500) and from null conditions (graphqlWhere.ts). */
export function checkedGraphql(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      let body: unknown
      try {
        body = JSON.parse(await request.clone().text())
      } catch {
        return badRequest('The request body is not valid JSON.')
      }
      if (!isPlainObject(body) || typeof body.query !== 'string') return badRequest('A GraphQL request is a JSON object with a "query" string.')
      const problem = graphqlWhereProblem(body.query, body.variables)
      if (problem) return badRequest(problem)
    }
    const response = await handler(request)
    // GraphQL lists errors in a 200; a database out of reach is still a 503 (restErrors.ts), a
    // sign-in refused for now a 429 (staffSignIn.ts, which sets its Retry-After) and one asked
    // for a challenge a 428 (the challenge in the error's extensions.data).
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response
    const text = await response.text()
    const status = [503, 429, 428].find(
      (code) =>
        text.includes(`"statusCode":${code}`) &&
        (JSON.parse(text) as { errors?: { extensions?: { statusCode?: number } }[] }).errors?.some((error) => error.extensions?.statusCode === code),
    )
    return new Response(text, { status: status ?? 200, headers: response.headers })
  }
}
