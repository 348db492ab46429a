import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ADMIN_ROUTES, adminContentSecurityPolicy, DOWNLOAD_CSP, DOWNLOAD_ROUTES, securityHeaders } from './src/security/headers'
import { PREFIXED_LOCALE_CODES } from './src/i18n/locales'
import { IMAGE_OPTIONS } from './src/lib/imageOptions'
import { shortImageRewrite } from './src/lib/shortImages'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * Lists whose views are chosen by the query string (`/news?category=research&page=2`). The plain
 * address is one cached page; with any of these parameters the request is rewritten to the list's
 * `_view/{a}/{b}/{c}` route (folder `%5Fview`: no slug has an underscore; `_` for a parameter not
 * given), so that each view is a cached page of its own and an unknown one a real 404. One rule
 * per set of parameters given: `has` captures them, `missing` rules out the others (an empty
 * value counts as not given, as a form sends it).
 */
const LIST_VIEWS = [
  { path: '/news', params: ['category', 'year', 'page'] },
  { path: '/events', params: ['category', 'month', 'page'] },
  { path: '/events/archive', params: ['category', 'month', 'page'] },
]
const VALUE = '[A-Za-z0-9._~-]+'
const listViewRewrites = LIST_VIEWS.flatMap(({ path, params }) =>
  Array.from({ length: 2 ** params.length - 1 }, (_, i) => params.filter((_, bit) => ((i + 1) >> bit) & 1)).flatMap((given) => {
    const has = given.map((key) => ({ type: 'query' as const, key, value: `(?<${key}>${VALUE})` }))
    const missing = params.filter((key) => !given.includes(key)).map((key) => ({ type: 'query' as const, key, value: '.+' }))
    const segments = params.map((key) => (given.includes(key) ? `:${key}` : '_')).join('/')
    return [
      { source: path, has, missing, destination: `/en${path}/_view/${segments}` },
      { source: `/:locale(${PREFIXED_LOCALE_CODES})${path}`, has, missing, destination: `/:locale${path}/_view/${segments}` },
    ]
  }),
)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` runs the type check (tsc --noEmit) before it builds, so its build skips Next's
  // second one (BUILD_TYPES_CHECKED=1, scripts/test.mjs); every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // The production server compresses, after it has added each page's script hashes (src/edge/server.ts).
  compress: false,
  // The production server gives cached pages their ETag, once per page (src/edge/page/conditional.ts).
  generateEtags: false,
  // A second build directory lets a benchmark or a dev server run beside another build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Rendered pages and data are cached in this process's memory and expired by tag
  // (docs/decisions/003-caching.md). With REDIS_URL, in Redis, shared by every instance
  // (docs/decisions/025-shared-cache.md); read when the server starts, not at build time.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  ...(process.env.REDIS_URL ? { cacheHandler: path.join(dirname, 'src/cache/redis-cache-handler.mjs') } : {}),
  experimental: { isrFlushToDisk: false },
  images: IMAGE_OPTIONS,
  // English lives at unprefixed addresses; internally every page sits under [locale].
  // Plain rewrites cost far less per request than running the proxy on every page.
  async redirects() {
    return [
      // Not for the English home the production server passes on as /en (src/i18n/home.ts).
      { source: '/en', destination: '/', permanent: true, missing: [{ type: 'header', key: 'x-campus-home' }] },
      // The original front end's API calls keep their /en/api/... addresses.
      { source: '/en/:path((?!api/).*)', destination: '/:path', permanent: true },
    ]
  },
  async rewrites() {
    return {
      beforeFiles: [shortImageRewrite, ...listViewRewrites],
      // After public files, before dynamic routes: anything not already under a language.
      afterFiles: [{ source: '/:path((?!ru(?:/|$)|uz(?:/|$)|en(?:/|$)|oz/api/|admin(?:/|$)|api/|_next/|_vercel/).+)', destination: '/en/:path' }],
      fallback: [],
    }
  },
  async headers() {
    // A later rule wins for the same header: downloads keep their sandbox, whatever the site allows.
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
      ...ADMIN_ROUTES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy(process.env.NODE_ENV !== 'production') }],
      })),
      ...DOWNLOAD_ROUTES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: DOWNLOAD_CSP }] })),
    ]
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

/**
 * Payload asks every browser for its colour scheme (`Accept-CH`, `Critical-CH`) for the admin's
 * automatic theme, on every path. A critical hint makes Chromium ask for a visitor's first page
 * twice, the second time with the hint, before it shows anything: on the public site, which has
 * one theme, that is a round trip lost on every first visit. The hint is asked for in the admin only.
 */
function clientHintsInAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  const asksForHints = (entry: { headers: { key: string }[] }) => entry.headers.some(({ key }) => key.toLowerCase() === 'critical-ch')
  return {
    ...config,
    async headers() {
      return (await headers()).flatMap((entry) => (asksForHints(entry) ? ADMIN_ROUTES.map((source) => ({ ...entry, source })) : [entry]))
    },
  }
}

export default clientHintsInAdminOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
