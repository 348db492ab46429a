// A staff notice in the words of the person reading it: what failed, when, why, and where.
import type { I18nClient } from '@payloadcms/translations'
import type { CollectionSlug, Payload } from 'payload'

import { CHANNEL_LABELS } from '@/collections/admissions/ApplicantMessages'
import { ours } from '@/i18n/admin/ours'
import { intlLocale } from '@/i18n/locales'
import { TIME_ZONE } from '@/lib/dates'
import type { StaffNotice } from '@/payload-types'

/** A moment as staff in this language write it, in the university's time zone. */
export const staffTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(language, { english: 'en-GB' }), {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(new Date(iso))

const pick = (label: unknown, language: string, fallback: string): string => {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const texts = label as Record<string, string>
    return texts[language] ?? texts.en ?? fallback
  }
  return fallback
}

/** The names of the fields a failed publish named, as labelled in the admin. */
function fieldNames(payload: Payload, collection: string, paths: unknown, language: string): string[] {
  if (!Array.isArray(paths)) return []
  const fields = payload.collections[collection as CollectionSlug]?.config.flattenedFields ?? []
  return paths.map((path) => {
    const name = String(path).split('.')[0] ?? ''
    return pick(fields.find((field) => field.name === name)?.label, language, name)
  })
}

export const channelName = (language: string, channel: string | null | undefined) => {
  const label = CHANNEL_LABELS[channel as keyof typeof CHANNEL_LABELS]
  return label ? (label[language as keyof typeof label] ?? label.en) : (channel ?? '')
}

export type NoticeView = { id: number; lines: string[]; href: string }

/** The sentences of a notice; on the application itself, the message failure reads as it always has. */
export function describeNotice(payload: Payload, i18n: I18nClient, notice: StaffNotice, place: 'dashboard' | 'document'): NoticeView {
  const t = ours(i18n.t)
  const language = i18n.language
  const when = staffTime(language, notice.occurredAt)
  const title = notice.docTitle ?? `#${notice.docId}`
  const reason = notice.detail ?? ''
  const href = `${payload.config.routes.admin}/collections/${notice.docCollection}/${notice.docId}`
  const lines: string[] = []
  if (notice.kind === 'schedulePublish') {
    lines.push(t(notice.channel === 'unpublish' ? 'notices:scheduledUnpublishFailed' : 'notices:scheduledPublishFailed', { title, when }))
    const names = fieldNames(payload, notice.docCollection, notice.invalidFields, language)
    lines.push(names.length ? t('notices:invalidFields', { fields: names.join(', ') }) : t('notices:reason', { reason }))
  } else if (notice.kind === 'newsletterDelivery') {
    lines.push(t('notices:newsletterFailed', { title, count: notice.count ?? 1, when }))
    if (reason) lines.push(t('notices:lastError', { reason }))
  } else if (place === 'document') {
    lines.push(t('admissions:messageNotDelivered', { channel: channelName(language, notice.channel), when, error: reason }))
  } else {
    lines.push(t('notices:applicantMessageFailed', { title, channel: channelName(language, notice.channel), when, reason }))
  }
  return { id: notice.id, lines, href }
}
