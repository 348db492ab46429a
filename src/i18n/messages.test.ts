import { describe, expect, it } from 'vitest'

import en from './messages/en.json'
import ru from './messages/ru.json'
import uz from './messages/uz.json'

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix]

describe('message files', () => {
  it('say everything in all three languages', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort())
    expect(keys(uz).sort()).toEqual(keys(en).sort())
  })

  it('have no empty texts', () => {
    for (const [name, messages] of Object.entries({ en, ru, uz })) {
      const flat = keys(messages)
      const get = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
      expect(flat.filter((path) => !String(get(path)).trim()), name).toEqual([])
    }
  })
})
