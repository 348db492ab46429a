// The kinds of staff notice and who reads each (src/collections/StaffNotices.ts).
import type { AdminText } from '@/i18n/admin/labels'

export type NoticeAudience = 'editors' | 'admissions'
export type NoticeKind = 'schedulePublish' | 'newsletterDelivery' | 'applicantMessage'

export const NOTICE_KINDS: { kind: NoticeKind; audience: NoticeAudience; label: AdminText }[] = [
  { kind: 'schedulePublish', audience: 'editors', label: { en: 'Scheduled publishing', ru: 'Публикация по расписанию', uz: 'Rejali nashr' } },
  { kind: 'newsletterDelivery', audience: 'editors', label: { en: 'Newsletter delivery', ru: 'Доставка рассылки', uz: 'Axborotnoma yetkazilishi' } },
  { kind: 'applicantMessage', audience: 'admissions', label: { en: 'Message to an applicant', ru: 'Сообщение абитуриенту', uz: 'Abituriyentga xabar' } },
]

export const NOTICE_AUDIENCES: { value: NoticeAudience; label: AdminText }[] = [
  { value: 'editors', label: { en: 'Editors', ru: 'Редакторы', uz: 'Muharrirlar' } },
  { value: 'admissions', label: { en: 'Admissions staff', ru: 'Приёмная комиссия', uz: 'Qabul komissiyasi' } },
]

export const audienceOf = (kind: NoticeKind): NoticeAudience => NOTICE_KINDS.find((entry) => entry.kind === kind)!.audience
