import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { DOWNLOAD_CSP, DOWNLOAD_ROUTES, securityHeaders } from './src/security/headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * Lists whose views are chosen by the query string (`/news?category=research&page=2`). The plain
 * address stays a cached page; with any of these parameters the request goes to the list's
 * `_view` route (folder `%5Fview`: no slug has an underscore), which reads the query string.
 */
const LIST_VIEWS = [
  { path: '/news', params: ['page', 'category', 'year'] },
  { path: '/events', params: ['page', 'category', 'month'] },
  { path: '/events/archive', params: ['page', 'category', 'month'] },
]
const listViewRewrites = LIST_VIEWS.flatMap(({ path, params }) =>
  params.flatMap((key) => [
    { source: path, has: [{ type: 'query' as const, key }], destination: `/en${path}/_view` },
    { source: `/:locale(ru|uz)${path}`, has: [{ type: 'query' as const, key }], destination: `/:locale${path}/_view` },
  ]),
)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server compresses, after it has added each page's script hashes (src/server.ts).
  compress: false,
  // The production server gives cached pages their ETag, once per page (src/security/pageScripts.ts).
  generateEtags: false,
  // A second build directory lets a benchmark or a dev server run beside another build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Rendered pages and data are cached in this process's memory and expired by tag
  // (docs/decisions/003-caching.md); several instances share a Redis cache handler instead.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Five widths from phone to wide desktop: each image's srcset (in the HTML and again in
    // the page's RSC payload) lists every width, so fewer widths make every page lighter.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
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
      beforeFiles: listViewRewrites,
      // After public files, before dynamic routes: anything not already under a language.
      afterFiles: [{ source: '/:path((?!ru(?:/|$)|uz(?:/|$)|en(?:/|$)|oz/api/|admin(?:/|$)|api/|_next/|_vercel/).+)', destination: '/en/:path' }],
      fallback: [],
    }
  },
  async headers() {
    // A later rule wins for the same header: downloads keep their sandbox, whatever the site allows.
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
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

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
