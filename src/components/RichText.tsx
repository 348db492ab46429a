import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { LinkJSXConverter, RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { sitePath } from '@/data/images'
import { type Locale, localizePath } from '@/i18n/locales'
import { PAGE_PREFIXES } from '@/redirects/paths'

type Props = { data: unknown; className?: string; locale?: Locale }

/**
 * Where an editor's link to a document of the site leads: a public document's file (the same
 * for every language), or a page in the reader's language. A link whose document is gone leads
 * nowhere rather than to a broken address.
 */
export function internalHref(link: SerializedLinkNode['fields']['doc'], locale: Locale): string {
  if (!link || typeof link.value !== 'object' || link.value === null) return '#'
  const doc = link.value as { slug?: string | null; url?: string | null; filename?: string | null }
  if (link.relationTo === 'documents') return doc.url ? sitePath(doc.url) : '#'
  const prefix = PAGE_PREFIXES[link.relationTo as keyof typeof PAGE_PREFIXES]
  return prefix && doc.slug ? localizePath(locale, `${prefix}${doc.slug}`) : '#'
}

const converters =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({ ...defaultConverters, ...LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields.doc, locale) }) })

/** Editor content from Payload's rich-text fields, rendered on the server. */
export function RichText({ data, className = '', locale = 'en' }: Props) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as SerializedEditorState} converters={converters(locale)} className={`prose ${className}`} />
}
