// /api/openapi.json: the compatibility API described from the schemas the handlers parse and
// serialise with (./calls.ts, ./schemas.ts). Shared shapes (those with an `id`) become
// components; nothing here is written by hand except the calls that live elsewhere (search,
// the status check, the newsletter box).
import { z } from 'zod'

import { env } from '@/env'
import { API_LOCALE_CODES } from '@/i18n/locales'

import { BLOCKS, CALLS } from './calls'
import * as s from './schemas'

type JsonSchema = Record<string, unknown>
const components: Record<string, JsonSchema> = {}

/** JSON Schema 2020-12 (OpenAPI 3.1's own dialect), shared parts moved to components. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema> }
  const relink = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'))
  for (const [id, def] of Object.entries($defs ?? {})) components[id] ??= relink(def)
  return relink(rest)
}

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema: schemaOf(schema) } } })
const errorsAnswer = (description: string) => json(s.errorList, description)
const localeParameter = {
  name: 'locale',
  in: 'path',
  required: true,
  description: 'The language: en, ru, or Uzbek as `oz` (the original client’s code) or `uz`.',
  schema: { type: 'string', enum: API_LOCALE_CODES.split('|') },
}

function queryParameters(query: z.ZodObject | undefined) {
  return Object.entries(query?.shape ?? {}).map(([name, field]) => {
    const schema = schemaOf(field as z.ZodType)
    const { description, ...rest } = schema
    return { name, in: 'query', required: !(field as z.ZodType).safeParse(undefined).success, ...(description ? { description } : {}), schema: rest }
  })
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string', minLength: 1 } }))

export function openApiDocument() {
  const paths: Record<string, unknown> = {}
  for (const call of CALLS) {
    paths[`/{locale}/api/${call.path}`] = {
      get: {
        operationId: call.path.replace(/\{(\w+)\}/g, 'by-$1').replaceAll('/', '-'),
        summary: call.summary,
        parameters: [localeParameter, ...pathParameters(call.path), ...queryParameters(call.query)],
        responses: {
          200: json(call.answer, 'The answer; public, kept by shared caches for 5 s.'),
          ...(call.query ? { 400: errorsAnswer('A query parameter is not valid: each one named.') } : {}),
          404: errorsAnswer('Nothing at this address (an unknown slug, id or index).'),
          503: errorsAnswer('The data cannot be reached right now; try again after Retry-After seconds.'),
        },
      },
    }
  }
  paths['/{locale}/api/search'] = {
    get: {
      operationId: 'search',
      summary: 'The site search: ranked, highlighted results and a count per type.',
      parameters: [
        localeParameter,
        { name: 'q', in: 'query', required: false, description: 'The words to find.', schema: { type: 'string' } },
        { name: 'type', in: 'query', required: false, description: 'Only one type of result.', schema: { type: 'string' } },
        { name: 'page', in: 'query', required: false, description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1, maximum: 999 } },
      ],
      responses: {
        200: json(s.searchAnswer, 'One page of results.'),
        400: errorsAnswer('An unknown type or a bad page number.'),
        503: errorsAnswer('The search cannot be reached.'),
      },
    },
  }
  paths['/{locale}/api/search/suggest'] = {
    get: {
      operationId: 'search-suggest',
      summary: 'Titles for the search box as the visitor types.',
      parameters: [localeParameter, { name: 'q', in: 'query', required: false, schema: { type: 'string' } }],
      responses: { 200: json(s.suggestAnswer, 'Up to a few titles.') },
    },
  }
  const lookup = {
    summary:
      'An application’s status for its number and the applicant’s date of birth; rate limited, never cached, and an unknown number gets the same answer as a wrong date.',
    responses: {
      200: json(s.statusAnswer, 'The status and its label in the address’s language.'),
      404: errorsAnswer('No application with this number and date of birth.'),
      422: errorsAnswer('A field is missing, not a date, or holds control characters.'),
      428: errorsAnswer('The client address is busy: solve the `challenge` (ALTCHA) and send again with the solution in the x-altcha header.'),
      429: errorsAnswer('Too many lookups of this number, or past the address’s ceiling; Retry-After says when to try again.'),
    },
  }
  paths['/{locale}/api/console'] = {
    post: {
      operationId: 'console',
      ...lookup,
      parameters: [localeParameter],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: schemaOf(s.statusLookup, 'input') },
          'application/x-www-form-urlencoded': { schema: schemaOf(s.statusLookup, 'input') },
        },
      },
    },
    get: {
      operationId: 'console-get',
      ...lookup,
      description:
        'As the original client asks. Discouraged: the number and date of birth end up in addresses, which browsers, proxies and server logs keep. Use POST.',
      deprecated: true,
      parameters: [localeParameter, ...queryParameters(s.statusLookup)],
    },
  }
  paths['/{locale}/api/subscribe'] = {
    post: {
      operationId: 'subscribe',
      summary: 'Newsletter sign-up (double opt-in): the same answer for a new, pending or subscribed address.',
      parameters: [localeParameter],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] } } },
      },
      responses: {
        200: json(s.subscribeAnswer, 'A confirmation e-mail is on its way.'),
        400: errorsAnswer('Not an e-mail address.'),
        422: errorsAnswer('The address holds control characters.'),
        428: errorsAnswer('The client address is busy: solve the `challenge` (ALTCHA) and send again with the solution in the x-altcha header.'),
        429: errorsAnswer('Too many sign-ups for this e-mail address, or past the client address’s ceiling.'),
      },
    },
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campus public API',
      version: '1',
      description: `The JSON calls of the university's original front end. pages/index numbers: ${Object.entries(BLOCKS)
        .map(([index, block]) => `${index} ${block.what}`)
        .join('; ')}.`,
    },
    servers: [{ url: env.SITE_URL }],
    paths,
    components: { schemas: components },
  }
}
