// Search-engine and link-preview texts per document and language: Payload's SEO plugin adds a
// `meta` group (title, description, image; each localized) to every content type with a page
// of its own and to the Home global. Empty meta falls back to the document's own title, summary
// and cover in the same language (src/data/metadata.ts), so nothing has to be filled in.
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config, Field } from 'payload'

import { env } from '@/env'
import type { AdminText } from '@/i18n/admin/labels'
import { isLocale, localizePath } from '@/i18n/locales'
import { SOURCES } from '@/search/server/sources'

/** Content with public pages of its own, and the globals that are pages. */
export const SEO_COLLECTIONS = ['news', 'events', 'pages', 'faculties', 'programs', 'partners', 'galleries'] as const
export const SEO_GLOBALS = ['home'] as const

const META_LABELS: Record<string, { label: AdminText; description?: AdminText }> = {
  title: {
    label: { en: 'Meta title', ru: 'Заголовок для поисковиков', uz: 'Qidiruv tizimlari uchun sarlavha' },
    description: {
      en: 'Shown by search engines and in link previews. Empty: the title is used.',
      ru: 'Показывается в поисковиках и в превью ссылок. Пусто — используется заголовок.',
      uz: 'Qidiruv tizimlarida va havola koʻrinishida chiqadi. Boʻsh boʻlsa, sarlavha olinadi.',
    },
  },
  description: {
    label: { en: 'Meta description', ru: 'Описание для поисковиков', uz: 'Qidiruv tizimlari uchun tavsif' },
    description: {
      en: 'One or two sentences under the title in search results. Empty: the summary is used.',
      ru: 'Одно-два предложения под заголовком в результатах поиска. Пусто — используется краткое описание.',
      uz: 'Qidiruv natijalarida sarlavha ostidagi bir-ikki gap. Boʻsh boʻlsa, qisqacha tavsif olinadi.',
    },
  },
  image: {
    label: { en: 'Share image', ru: 'Изображение для превью', uz: 'Ulashish rasmi' },
    description: {
      en: 'The picture of link previews in messengers and social networks (1200×630 is best). Empty: the cover is used.',
      ru: 'Картинка превью ссылки в мессенджерах и соцсетях (лучше 1200×630). Пусто — используется обложка.',
      uz: 'Messenjer va ijtimoiy tarmoqlarda havola rasmi (1200×630 eng yaxshisi). Boʻsh boʻlsa, muqova olinadi.',
    },
  },
  overview: { label: { en: 'Overview', ru: 'Обзор', uz: 'Umumiy koʻrinish' } },
  preview: { label: { en: 'Preview', ru: 'Предпросмотр', uz: 'Oldindan koʻrish' } },
}

/** The plugin's fields with labels in the admin's three languages. */
function withLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const texts = 'name' in field ? META_LABELS[field.name] : undefined
    if (!texts) return field
    const admin = 'admin' in field ? field.admin : undefined
    return { ...field, label: texts.label, admin: { ...admin, ...(texts.description ? { description: texts.description } : {}) } } as Field
  })
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const GROUP_LABEL: AdminText = { en: 'Search engines and sharing', ru: 'Поисковики и превью ссылок', uz: 'Qidiruv tizimlari va ulashish' }

/** The plugin names its group "SEO" in every language: ours says what it is for. */
function labelGroup<T extends { fields: Field[] }>(entity: T): T {
  return {
    ...entity,
    fields: entity.fields.map((field) => ('name' in field && field.name === 'meta' && field.type === 'group' ? { ...field, label: GROUP_LABEL } : field)),
  }
}

/** The page's address in the edited language, for the plugin's search-result preview. */
function pageUrl(slug: string | undefined, doc: Record<string, unknown> & { id: number | string }, locale: string | undefined): string {
  const source = slug && slug in SOURCES ? SOURCES[slug as keyof typeof SOURCES] : undefined
  const path = slug === 'home' ? '/' : source ? source.url(doc) : '/'
  return new URL(localizePath(locale && isLocale(locale) ? locale : 'en', path), env.SITE_URL).toString()
}

const pluginOptions: Parameters<typeof seoPlugin>[0] = {
  collections: [...SEO_COLLECTIONS],
  globals: [...SEO_GLOBALS],
  uploadsCollection: 'media',
  fields: ({ defaultFields }) => withLabels(defaultFields),
  // "Auto-generate" fills in what the page would use anyway, as a start for the editor.
  generateTitle: ({ doc }) => text(doc?.title) || text(doc?.name) || text(doc?.banner?.title),
  generateDescription: ({ doc }) => text(doc?.excerpt) || text(doc?.summary) || text(doc?.description) || text(doc?.banner?.subtitle),
  generateURL: ({ doc, collectionConfig, globalConfig, locale }) => pageUrl(collectionConfig?.slug ?? globalConfig?.slug, doc ?? { id: 0 }, locale),
}

export const seo =
  () =>
  async (incoming: Config): Promise<Config> => {
    const config = await seoPlugin(pluginOptions)(incoming)
    return { ...config, collections: config.collections?.map(labelGroup), globals: config.globals?.map(labelGroup) }
  }
