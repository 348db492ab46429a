import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { alternatesFor } from './alternates'
import { localeOf } from './params'

/** Title and alternates of a list page whose title is the `title` message of a namespace. */
export const listPageMetadata =
  (namespace: 'news' | 'events' | 'partners' | 'gallery' | 'clubs' | 'team' | 'faculties' | 'contact' | 'form' | 'studentConsole' | 'contractPage', path: string) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await localeOf(params)
    const t = await getTranslations({ locale, namespace })
    return { title: t('title'), alternates: alternatesFor(locale, path) }
  }
