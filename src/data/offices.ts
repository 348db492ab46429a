import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import { hoursLines, type HoursLine, type HoursRow, leavesDaysClosed } from '@/contact/shared/hours'
import type { Locale } from '@/i18n/locales'
import type { Office } from '@/payload-types'

import { findTranslated } from './translated'

export type OfficeCard = {
  id: number
  name: string
  phone: string | null
  email: string | null
  location: string | null
  hours: HoursLine[]
  /** Some day of the week is in no row of hours. */
  otherDaysClosed: boolean
  hoursNote: string | null
  /** Offered as a topic in the contact form. */
  inContactForm: boolean
  untranslated: boolean
}

/** The offices on the contact page, in the editors' order, with their hours in the visitor's words. */
export const listOffices = cache(
  unstable_cache(
    async (locale: Locale): Promise<OfficeCard[]> => {
      const { docs } = await findTranslated<Office>({ collection: 'offices', locale, sort: 'order', limit: 200, titleField: 'name', depth: 0 })
      return docs.map((doc) => {
        const rows = (doc.hours ?? []) as HoursRow[]
        return {
          id: doc.id,
          name: doc.name,
          phone: doc.phone || null,
          email: doc.email || null,
          location: doc.location || null,
          hours: hoursLines(rows, locale),
          otherDaysClosed: leavesDaysClosed(rows),
          hoursNote: doc.hoursNote || null,
          inContactForm: doc.inContactForm !== false,
          untranslated: doc.untranslated,
        }
      })
    },
    ['offices-list'],
    { tags: [TAGS.offices] },
  ),
)
