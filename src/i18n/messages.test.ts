import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import en from './messages/en.json'
import ru from './messages/ru.json'
import uz from './messages/uz.json'

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key)) : [prefix]

/** Keys given twice in one object: JSON.parse keeps the last and hides the first. */
function duplicateKeys(text: string): string[] {
  const scopes: Set<string>[] = []
  const found: string[] = []
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '{') scopes.push(new Set())
    else if (char === '}') scopes.pop()
    else if (char === '"') {
      let end = i + 1
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      const isKey = /^\s*:/.test(text.slice(end + 1, end + 20))
      const key = text.slice(i + 1, end)
      if (isKey && scopes.at(-1)?.has(key)) found.push(key)
      if (isKey) scopes.at(-1)?.add(key)
      i = end
    }
  }
  return found
}

describe('message files', () => {
  it('give each key once', () => {
    for (const locale of ['en', 'ru', 'uz']) {
      const text = readFileSync(path.join(import.meta.dirname, 'messages', `${locale}.json`), 'utf8')
      expect(duplicateKeys(text), locale).toEqual([])
    }
    expect(duplicateKeys('{"a": {"b": 1, "c": "b"}, "d": {"b": 2}}')).toEqual([])
    expect(duplicateKeys('{"a": {"b": 1, "b": 2}}')).toEqual(['b'])
  })

  it('say everything in all three languages', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort())
    expect(keys(uz).sort()).toEqual(keys(en).sort())
  })

  it('have no empty texts', () => {
    for (const [name, messages] of Object.entries({ en, ru, uz })) {
      const flat = keys(messages)
      const get = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
      expect(
        flat.filter((path) => !String(get(path)).trim()),
        name,
      ).toEqual([])
    }
  })
})
