// An application's life: checked, considered, decided. Staff move it one step at a
// time; an admin may correct any step.
import type { AdminText } from '@/i18n/admin/labels'

export const STATUSES = ['not_confirmed', 'received', 'in_consideration', 'approved', 'rejected'] as const
export type Status = (typeof STATUSES)[number]

const NEXT: Record<Status, Status[]> = {
  not_confirmed: ['received'],
  received: ['in_consideration'],
  in_consideration: ['approved', 'rejected'],
  approved: [],
  rejected: [],
}

/** Names in the back office, in its three languages (the public site has them in its message files). */
export const STATUS_LABELS: Record<Status, AdminText> = {
  not_confirmed: { en: 'Not confirmed', ru: 'Не подтверждена', uz: 'Tasdiqlanmagan' },
  received: { en: 'Received', ru: 'Принята', uz: 'Qabul qilindi' },
  in_consideration: { en: 'In consideration', ru: 'На рассмотрении', uz: 'Koʻrib chiqilmoqda' },
  approved: { en: 'Approved', ru: 'Одобрена', uz: 'Maʼqullandi' },
  rejected: { en: 'Rejected', ru: 'Отклонена', uz: 'Rad etildi' },
}

export const FINAL_STATUSES: Status[] = ['approved', 'rejected']

export const isStatus = (value: unknown): value is Status => STATUSES.includes(value as Status)

/** Whether staff may move an application from one status to another. */
export function canMove(from: Status, to: Status, { isAdmin }: { isAdmin: boolean }): boolean {
  if (from === to) return true
  return isAdmin || NEXT[from].includes(to)
}

export type Tone = 'green' | 'yellow' | 'red'

/** Chip colour on the public status page and in the back office. */
export const statusTone = (status: Status): Tone =>
  status === 'approved' ? 'green' : status === 'received' || status === 'in_consideration' ? 'yellow' : 'red'
