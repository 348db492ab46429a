import { describe, expect, it } from 'vitest'

import { personSlugs } from './personSlugs'

describe('addresses given to the people already listed', () => {
  it('come from the English name, else Russian, else Uzbek, each free', () => {
    const slugs = personSlugs([
      { id: 1, locale: 'ru', name: 'Азиз Каримов' },
      { id: 1, locale: 'en', name: 'Aziz Karimov' },
      { id: 2, locale: 'ru', name: 'Азиз Каримов' },
      { id: 3, locale: 'uz', name: 'Oʻktam Gʻaniyev' },
      { id: 4, locale: 'en', name: null },
    ])
    expect([...slugs.values()]).toEqual(['aziz-karimov', 'aziz-karimov-2', 'oktam-ganiyev', 'person-4'])
  })
})
