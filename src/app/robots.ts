import type { MetadataRoute } from 'next'

import { env } from '@/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    // The API is not for crawlers, but the public files it serves are: pictures and the PDFs on
    // /documents. Crawlers follow the longest matching rule, so these allows win over /api/.
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/media/file/', '/api/documents/file/'],
        disallow: ['/admin', '/api/', '/search', '/ru/search', '/uz/search'],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}
