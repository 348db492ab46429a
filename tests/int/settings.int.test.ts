import { beforeAll, describe, expect, it } from 'vitest'

import { toSiteSettings } from '@/data/settings'

import { dialect, testPayload } from '../helpers/payload'
import type { Payload } from 'payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe(`site settings on ${dialect()}`, () => {
  it('keeps each language its own text and falls back to English where a translation is missing', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'en',
      data: { siteTitle: 'Test University', copyright: '© Test University', phone1: '+998 1', phone2: '+998 2', phone2Status: 'active' },
    })
    await payload.updateGlobal({ slug: 'settings', locale: 'ru', data: { siteTitle: 'Тестовый университет', copyright: '© ТУ' } })
    // The database may hold other tests' content: clear the Uzbek copyright so it must fall back.
    await payload.updateGlobal({ slug: 'settings', locale: 'uz', data: { siteTitle: 'Test universiteti', copyright: null } })

    const en = await payload.findGlobal({ slug: 'settings', locale: 'en' })
    const ru = await payload.findGlobal({ slug: 'settings', locale: 'ru' })
    const uz = await payload.findGlobal({ slug: 'settings', locale: 'uz' })

    expect([en.siteTitle, ru.siteTitle, uz.siteTitle]).toEqual(['Test University', 'Тестовый университет', 'Test universiteti'])
    expect(ru.copyright).toBe('© ТУ')
    expect(uz.copyright).toBe('© Test University')
    expect(uz.phone1).toBe('+998 1')
  })

  it('hides the second phone and the apply button when they are switched off', async () => {
    const doc = await payload.updateGlobal({
      slug: 'settings',
      locale: 'en',
      data: { phone2Status: 'inactive', applyButton: { url: '/form', status: 'inactive' } },
    })
    const settings = toSiteSettings(doc)
    expect(settings.phones).toEqual(['+998 1'])
    expect(settings.applyUrl).toBeNull()

    const on = toSiteSettings(
      await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { phone2Status: 'active', applyButton: { url: '/form', status: 'active' } } }),
    )
    expect(on.phones).toEqual(['+998 1', '+998 2'])
    expect(on.applyUrl).toBe('/form')
  })

  it('refuses an analytics ID that is not one', async () => {
    await expect(payload.updateGlobal({ slug: 'settings', locale: 'en', data: { yandexMetrikaId: 'abc<script>' } })).rejects.toThrow(/Yandex Metrika/i)
  })

  it('cannot be changed by an anonymous visitor', async () => {
    await expect(payload.updateGlobal({ slug: 'settings', data: { siteTitle: 'Hacked' }, overrideAccess: false })).rejects.toThrow()
  })
})
