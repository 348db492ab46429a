import type { MetadataRoute } from 'next'

import { env } from '@/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/search', '/ru/search', '/uz/search'] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}
