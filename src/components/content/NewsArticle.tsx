// A news item's or an event's page below the header: the banner (its section's picture; the cover
// shows whole above the text, so the banner draws no picture then) and the article. The original site files events under
// news, and the breadcrumb of both says so.
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Image } from '@/data/images'
import type { SectionKind } from '@/globals/Settings/sectionBanners'
import type { Locale } from '@/i18n/locales'

import { PageBanner } from '../PageBanner'
import { Article } from './Article'

type Story = { title: string; cover: Image | null; untranslated: boolean; inEnglish: string[]; body: unknown; gallery: Image[] }
type Props = { locale: Locale; kind: SectionKind; story: Story; meta: ReactNode; excludeSlug?: string; children?: ReactNode }

export async function NewsArticle({ locale, kind, story, meta, excludeSlug, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <>
      <PageBanner locale={locale} kind={kind} title={story.title} pictureBelow={Boolean(story.cover)} crumbs={[{ label: t('title'), href: '/news' }]} />
      <Article
        locale={locale}
        untranslated={story.untranslated}
        inEnglish={story.inEnglish}
        cover={story.cover}
        body={story.body}
        gallery={story.gallery}
        excludeSlug={excludeSlug}
        meta={meta}
      >
        {children}
      </Article>
    </>
  )
}
