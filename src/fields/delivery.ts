// What an outbox row keeps about its sending (src/lib/outbox.ts): its tries, when it is due again,
// when it went and the last error. The applicants' messages and the newsletter's deliveries show
// them in the same words.
import type { DateField, Field } from 'payload'

import type { AdminText } from '@/i18n/admin/labels'

/** The states every outbox row goes through before it ends its own way. */
export const SENDING_STATE_LABELS = {
  queued: { en: 'Queued', ru: 'В очереди', uz: 'Navbatda' },
  sending: { en: 'Sending', ru: 'Отправляется', uz: 'Yuborilmoqda' },
  sent: { en: 'Sent', ru: 'Отправлено', uz: 'Yuborildi' },
} satisfies Record<string, AdminText>

/** `moment`: how the row's dates are shown, and who may write them. */
export const deliveryFields = (moment: Pick<DateField, 'admin' | 'access'>): Record<'attempts' | 'nextAttemptAt' | 'sentAt' | 'lastError', Field> => ({
  attempts: { name: 'attempts', label: { en: 'Attempts', ru: 'Попыток', uz: 'Urinishlar' }, type: 'number', defaultValue: 0 },
  nextAttemptAt: { name: 'nextAttemptAt', label: { en: 'Next attempt', ru: 'Следующая попытка', uz: 'Keyingi urinish' }, type: 'date', index: true, ...moment },
  sentAt: { name: 'sentAt', label: { en: 'Sent on', ru: 'Отправлено', uz: 'Yuborilgan vaqt' }, type: 'date', ...moment },
  lastError: { name: 'lastError', label: { en: 'Last error', ru: 'Последняя ошибка', uz: 'Oxirgi xato' }, type: 'text' },
})
