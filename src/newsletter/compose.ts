// An issue as an e-mail: HTML that reads on a phone (one column, system fonts, inline styles)
// and a plain-text part, in the subscriber's language, with the one-click unsubscribe headers
// of RFC 8058 and a visible unsubscribe link.
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload } from 'payload'

import { translator } from '@/i18n/translator'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'
import { escapeHtml as escape } from '@/lib/html'
import type { News, NewsletterIssue } from '@/payload-types'

import { makeToken } from './tokens'

/** What every recipient of one issue in one language gets alike. */
export type RenderedIssue = {
  locale: Locale
  subject: string
  site: string
  bodyHtml: string
  bodyText: string
  news: { title: string; url: string; excerpt: string }[]
}

// Links and images in the text point into the site; an e-mail needs them whole.
const absolute = (html: string) => html.replace(/(href|src)="\//g, `$1="${env.SITE_URL.replace(/\/$/, '')}/`)

export async function renderIssue(payload: Payload, issueId: number, locale: Locale): Promise<RenderedIssue> {
  const issue = (await payload.findByID({ collection: 'newsletter-issues', id: issueId, locale, depth: 1, overrideAccess: true })) as NewsletterIssue
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 0 })
  const body = issue.body as SerializedEditorState | null | undefined
  const news = (issue.news ?? []).filter((item): item is News => typeof item === 'object' && item !== null)
  return {
    locale,
    subject: issue.subject,
    site: settings.siteTitle || new URL(env.SITE_URL).hostname,
    bodyHtml: body ? absolute(convertLexicalToHTML({ data: body, disableContainer: true })) : '',
    bodyText: body ? convertLexicalToPlaintext({ data: body }) : '',
    news: news.map((item) => ({
      title: item.title,
      url: new URL(localizePath(locale, `/news/${item.slug}`), env.SITE_URL).toString(),
      excerpt: item.excerpt ?? '',
    })),
  }
}

export const unsubscribeLinks = (email: string, locale: Locale) => {
  const token = encodeURIComponent(makeToken(email, 'unsubscribe'))
  return {
    oneClick: new URL(`/api/newsletter/unsubscribe?token=${token}&locale=${locale}`, env.SITE_URL).toString(),
    page: new URL(`${localizePath(locale, '/newsletter/unsubscribe')}?token=${token}`, env.SITE_URL).toString(),
  }
}

/** The message for one subscriber. */
export function issueMessage(rendered: RenderedIssue, email: string) {
  const t = translator(rendered.locale, 'newsletter')
  const links = unsubscribeLinks(email, rendered.locale)
  const why = t('issueWhy', { site: rendered.site })
  const newsText = rendered.news.map((item) => `${item.title}\n${item.excerpt ? `${item.excerpt}\n` : ''}${item.url}`).join('\n\n')
  const text = [
    rendered.subject,
    '',
    rendered.bodyText,
    ...(newsText ? ['', `${t('issueNews')}:`, '', newsText] : []),
    '',
    '—',
    why,
    `${t('issueUnsubscribe')}: ${links.page}`,
  ].join('\n')
  const newsHtml = rendered.news
    .map(
      (item) =>
        `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb"><a href="${escape(item.url)}" style="font-size:17px;font-weight:bold;color:#1d4ed8;text-decoration:none">${escape(item.title)}</a>${item.excerpt ? `<p style="margin:6px 0 0;color:#374151">${escape(item.excerpt)}</p>` : ''}<p style="margin:6px 0 0"><a href="${escape(item.url)}" style="color:#1d4ed8">${escape(t('issueReadMore'))}</a></p></td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html lang="${rendered.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(rendered.subject)}</title></head><body style="margin:0;background:#f3f4f6"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937"><tr><td style="padding:20px 24px;background:#172554;color:#ffffff;border-radius:8px 8px 0 0;font-size:18px;font-weight:bold">${escape(rendered.site)}</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escape(rendered.subject)}</h1>${rendered.bodyHtml}${newsHtml ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px">${newsHtml}</table>` : ''}</td></tr><tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280">${escape(why)} <a href="${escape(links.page)}" style="color:#1d4ed8">${escape(t('issueUnsubscribe'))}</a></td></tr></table></td></tr></table></body></html>`
  return {
    to: email,
    subject: rendered.subject,
    text,
    html,
    headers: {
      // RFC 8058: mail programs offer "Unsubscribe" and POST this address; the mailto is for the rest.
      'List-Unsubscribe': `<${links.oneClick}>, <mailto:${env.MAIL_FROM}?subject=${encodeURIComponent(`unsubscribe ${email}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
