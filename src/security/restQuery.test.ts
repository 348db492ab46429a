import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { missingRoute, restRequestProblem } from './restQuery'

// A collection as Payload sanitizes it: flattened fields and its endpoints, in Payload's order.
const endpoints = ['/file/:filename', '/count', '/versions', '/', '/:id', '/versions/:id'].map((path) => ({ method: 'get', path }))
const config = {
  collections: [
    {
      slug: 'news',
      endpoints,
      fields: [],
      flattenedFields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'date', type: 'date' },
        { name: 'views', type: 'number' },
        { name: 'featured', type: 'checkbox' },
        { name: 'faculty', type: 'relationship', relationTo: 'faculties' },
        { name: 'tags', type: 'select', hasMany: true },
        { name: 'seo', type: 'group', flattenedFields: [{ name: 'published', type: 'date' }] },
        { name: 'createdAt', type: 'date' },
      ],
      versions: { maxPerDoc: 30 },
    },
    { slug: 'users', endpoints, fields: [], flattenedFields: [], versions: false },
    { slug: 'payload-migrations', endpoints: false, fields: [], flattenedFields: [], versions: false },
  ],
  globals: [
    { slug: 'menu', fields: [], flattenedFields: [{ name: 'updatedAt', type: 'date' }], versions: { max: 30 } },
    { slug: 'footer', fields: [], flattenedFields: [], versions: false },
  ],
} as unknown as SanitizedConfig

const problem = (path: string, search = '', method = 'GET') => restRequestProblem(config, method, path, search, true)

describe('restRequestProblem', () => {
  it('lets well-formed requests through', () => {
    for (const [path, search] of [
      ['news', ''],
      ['news', '?limit=10&page=2&depth=1&sort=-date'],
      ['news/12', '?depth=0'],
      ['news/count', '?where[title][like]=open'],
      ['news', '?where[date][greater_than]=2026-01-01&where[faculty][in]=1,2&where[featured][equals]=true'],
      ['news', '?where[or][0][title][contains]=x&where[or][1][seo.published][less_than]=2026-05-01T00:00:00Z'],
      ['news', '?where[tags][all]=a,b&where[views][exists]=false&where[id][not_in][0]=3'],
      ['news/versions', '?where[version.date][greater_than]=2026-01-01&where[parent][equals]=3'],
      ['news/file/photo.jpg', ''],
      ['unknown/abc', '?where[x][near]=1'],
    ]) {
      expect(problem(path, search), `${path}${search}`).toBeNull()
    }
  })

  it('names each malformed part', () => {
    expect(problem('news/abc')).toBe('"abc" is not a valid id')
    expect(problem('news/99999999999')).toBe('"99999999999" is not a valid id')
    expect(problem('news/versions/x1')).toBe('"x1" is not a valid id')
    expect(problem('news', '?limit=abc')).toMatch(/^limit must be a whole number/)
    expect(problem('news', '?page=99999999999999999999')).toMatch(/^page must be a whole number/)
    expect(problem('news', '?where[date][greater_than]=notadate')).toBe('"notadate" is not a date (use e.g. 2026-09-01)')
    expect(problem('news', '?where[date][equals]=2020-13-45')).toMatch(/is not a date/)
    expect(problem('news', '?where[title][near]=x')).toBe('"near" works only on a location field, and "title" is not one')
    expect(problem('news', '?where[title][all]=x')).toMatch(/"all" works only on a field with several values/)
    expect(problem('news', '?where[id][in]=1,abc')).toBe('"abc" is not a valid id for "id"')
    expect(problem('news', '?where[faculty][equals]=x')).toBe('"x" is not a valid id for "faculty"')
    expect(problem('news', '?where[views][less_than]=lots')).toBe('"lots" is not a number')
    expect(problem('news', '?where[date][like]=2026')).toBe('"like" compares text, and "date" is a date field')
    expect(problem('news', '?where[title][resembles]=x')).toMatch(/^"resembles" is not an operator/)
    expect(problem('news', '?where[title]=x')).toMatch(/needs an operator/)
    expect(problem('news', '?where[or]=x')).toMatch(/must be a list of conditions/)
    expect(problem('news', '?where[and][0][seo.published][equals]=soon')).toMatch(/"soon" is not a date/)
    expect(problem('news', '?where=1')).toMatch(/^where must be a set of conditions/)
    expect(problem('news', '?where[title.en][equals][0]=0')).toBe('the value for "title.en" must be a single value')
    expect(problem('news', '?where[nothing.here][like][a]=b')).toBe('the value for "nothing.here" must be a single value')
    expect(problem('news', '?where[date.ru][equals]=x')).toBeNull()
    expect(problem('news', '?where[title.ru][near]=1,2')).toMatch(/"near" works only on a location field/)
    // On versions: the version's own fields, and the document's under `version.`.
    expect(problem('news/versions', '?where[id][all]=')).toMatch(/"all" works only on a field with several values/)
    expect(problem('news/versions', '?where[parent][equals]=x')).toBe('"x" is not a valid id for "parent"')
    expect(problem('news/versions', '?where[version.date][less_than]=soon')).toMatch(/"soon" is not a date/)
    expect(problem('globals/menu/versions', '?where[id][all]=')).toMatch(/"all" works only on a field with several values/)
    expect(problem('globals/menu/versions', '?where[version.updatedAt][equals]=x')).toMatch(/"x" is not a date/)
    expect(problem('globals/menu/versions/abc')).toBe('"abc" is not a valid id')
    expect(problem('globals/menu', '?depth=x')).toMatch(/^depth must be a whole number/)
  })
})

describe('missingRoute', () => {
  it('lets routes Payload serves through', () => {
    for (const path of [
      'news',
      'news/12',
      'news/versions',
      'news/versions/3',
      'users',
      'users/me',
      'globals/menu/versions',
      'globals/footer',
      'unknown/versions',
    ]) {
      expect(missingRoute(config, path), path).toBeNull()
    }
  })

  it('names the versions of what keeps none, and the migration records, as missing', () => {
    expect(missingRoute(config, 'users/versions')).toBe('The collection "users" keeps no versions.')
    expect(missingRoute(config, 'users/versions/1')).toBe('The collection "users" keeps no versions.')
    expect(missingRoute(config, 'globals/footer/versions')).toBe('The global "footer" keeps no versions.')
    expect(missingRoute(config, 'payload-migrations')).toBe('There is no "payload-migrations" in this API.')
    expect(missingRoute(config, 'payload-migrations/1')).toBe('There is no "payload-migrations" in this API.')
  })
})
