// The map on the contact page: an embed address from one of the providers below, as an editor
// pastes it into Settings. One list feeds the Settings check, the page's frame and its "open in
// maps" link, and the Content-Security-Policy (src/security/headers.ts), so the policy allows
// exactly the providers an editor can choose, and each page only the one it shows
// (src/edge/page/policy.ts; docs/decisions/029-contact-page.md).

type Provider = {
  name: string
  origins: readonly string[]
  /** The address path every embed address of this provider starts with. */
  embedPath: string
  /** The provider's full map for the same place, for people who want directions or a bigger map. */
  openUrl: (embed: URL) => string
}

const number = (value: string | undefined) => (value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null)

/** OpenStreetMap's page for the marker, or for the middle of the embedded box. */
function openStreetMapPage(embed: URL): string {
  const [lat, lon] = (embed.searchParams.get('marker') ?? '').split(',').map(number)
  if (lat !== null && lat !== undefined && lon !== null && lon !== undefined)
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
  const [west, south, east, north] = (embed.searchParams.get('bbox') ?? '').split(',').map(number)
  if ([west, south, east, north].every((value) => value !== null && value !== undefined)) {
    const middleLat = (south! + north!) / 2
    const middleLon = (west! + east!) / 2
    return `https://www.openstreetmap.org/#map=16/${middleLat.toFixed(5)}/${middleLon.toFixed(5)}`
  }
  return 'https://www.openstreetmap.org/'
}

export const MAP_PROVIDERS: readonly Provider[] = [
  {
    name: 'Yandex Maps',
    origins: ['https://yandex.ru', 'https://yandex.uz', 'https://yandex.com'],
    embedPath: '/map-widget/',
    // The widget takes the same parameters (ll, z, pt, um) as the full map.
    openUrl: (embed) => `${embed.origin}/maps/${embed.search}`,
  },
  {
    name: 'Google Maps',
    origins: ['https://www.google.com'],
    embedPath: '/maps/embed',
    // An Embed API address names its place (q); the shared-map one (pb) opens as a page itself.
    openUrl: (embed) => {
      const place = embed.searchParams.get('q')
      return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : embed.toString()
    },
  },
  {
    name: 'OpenStreetMap',
    origins: ['https://www.openstreetmap.org'],
    embedPath: '/export/embed.html',
    openUrl: openStreetMapPage,
  },
]

/** Every origin a map frame may come from (the policy's frame-src, without the page's own). */
export const MAP_ORIGINS: readonly string[] = MAP_PROVIDERS.flatMap((provider) => provider.origins)

export type MapEmbed = { provider: string; origin: string; embedUrl: string; openUrl: string }

/** The embed address as a map of a known provider, or null when it is not one. */
export function mapEmbedOf(input: string | null | undefined): MapEmbed | null {
  if (!input) return null
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const provider = MAP_PROVIDERS.find((candidate) => candidate.origins.includes(url.origin) && url.pathname.startsWith(candidate.embedPath))
  if (!provider) return null
  return { provider: provider.name, origin: url.origin, embedUrl: url.toString(), openUrl: provider.openUrl(url) }
}
