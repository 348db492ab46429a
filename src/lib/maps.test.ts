import { describe, expect, it } from 'vitest'

import { MAP_ORIGINS, mapEmbedOf } from './maps'

describe('mapEmbedOf', () => {
  it('takes the embed addresses of Yandex Maps, Google Maps and OpenStreetMap, with a link to the full map', () => {
    expect(mapEmbedOf('https://yandex.uz/map-widget/v1/?ll=66.9597%2C39.6544&z=16&pt=66.9597,39.6544')).toEqual({
      provider: 'Yandex Maps',
      origin: 'https://yandex.uz',
      embedUrl: 'https://yandex.uz/map-widget/v1/?ll=66.9597%2C39.6544&z=16&pt=66.9597,39.6544',
      openUrl: 'https://yandex.uz/maps/?ll=66.9597%2C39.6544&z=16&pt=66.9597,39.6544',
    })
    expect(mapEmbedOf(' https://www.google.com/maps/embed?pb=!1m18!1m12 ')).toMatchObject({
      origin: 'https://www.google.com',
      openUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
    })
    expect(mapEmbedOf('https://www.google.com/maps/embed/v1/place?key=k&q=Registan+Samarkand')?.openUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=Registan%20Samarkand',
    )
    expect(mapEmbedOf('https://www.openstreetmap.org/export/embed.html?bbox=66.95,39.65,66.97,39.66&layer=mapnik&marker=39.6544,66.9597')?.openUrl).toBe(
      'https://www.openstreetmap.org/?mlat=39.6544&mlon=66.9597#map=17/39.6544/66.9597',
    )
    expect(mapEmbedOf('https://www.openstreetmap.org/export/embed.html?bbox=66.95,39.65,66.97,39.66')?.openUrl).toBe(
      'https://www.openstreetmap.org/#map=16/39.65500/66.96000',
    )
  })

  it('refuses other sites, other pages of the providers, plain http and addresses with credentials or ports', () => {
    for (const input of [
      'https://example.com/map-widget/v1/',
      'https://yandex.ru/maps/?ll=1,2',
      'https://maps.google.com/maps/embed?pb=1',
      'http://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      'https://user:pass@yandex.ru/map-widget/v1/',
      'https://yandex.ru:8443/map-widget/v1/',
      'javascript:alert(1)',
      'not a url',
      '',
      null,
    ]) {
      expect(mapEmbedOf(input), String(input)).toBeNull()
    }
  })

  it('lists every origin an accepted address can have', () => {
    expect(MAP_ORIGINS).toEqual(['https://yandex.ru', 'https://yandex.uz', 'https://yandex.com', 'https://www.google.com', 'https://www.openstreetmap.org'])
  })
})
