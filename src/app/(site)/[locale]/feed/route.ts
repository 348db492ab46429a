import { getTranslations } from 'next-intl/server'

import { listNews } from '@/data/news'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { isLocale, localizePath } from '@/i18n/locales'
import { escapeHtml as escapeXml } from '@/lib/html'

/** RSS 2.0 feed of the latest news in one language: /feed, /ru/feed, /uz/feed. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [settings, news, t] = await Promise.all([getSettings(locale), listNews(locale, 1, 30), getTranslations({ locale, namespace: 'news' })])
  const link = (path: string) => new URL(localizePath(locale, path), env.SITE_URL).toString()
  const items = news.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${link(`/news/${item.slug}`)}</link>
      <guid isPermaLink="true">${link(`/news/${item.slug}`)}</guid>
      <pubDate>${new Date(item.date).toUTCString()}</pubDate>${item.excerpt ? `\n      <description>${escapeXml(item.excerpt)}</description>` : ''}
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${settings.siteTitle} — ${t('title')}`)}</title>
    <link>${link('/news')}</link>
    <atom:link href="${link('/feed')}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(t('title'))}</description>
    <language>${locale}</language>
${items}
  </channel>
</rss>
`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
