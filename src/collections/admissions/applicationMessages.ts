// The application's Messages tab: the Telegram chat that receives its news (applicant data, set and
// cleared only by the bot, src/telegram/bot.ts) and every message to the applicant, by e-mail and in
// Telegram, failures with their error; and the warning at the top of the application about those.
import type { Field, FieldAccess, Tab } from 'payload'

import { seesApplications } from '@/access'
import { SYSTEM_MOMENT } from '@/fields/content'

const staffOnly: FieldAccess = ({ req }) => seesApplications(req.user)
/** Written by the bot's own code only (Local API with overrideAccess), never through an edit. */
const byTheBotOnly = { read: staffOnly, create: () => false, update: () => false }

export const messagesTab: Tab = {
  label: { en: 'Messages', ru: 'Сообщения', uz: 'Xabarlar' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'telegramChatId',
          label: { en: 'Telegram chat', ru: 'Чат в Telegram', uz: 'Telegram chati' },
          type: 'text',
          index: true,
          access: byTheBotOnly,
          admin: {
            readOnly: true,
            width: '50%',
            description: {
              en: 'Set when the applicant connects Telegram to this application; cleared when they send /stop.',
              ru: 'Заполняется, когда абитуриент подключает Telegram к заявке; очищается, когда он отправляет /stop.',
              uz: 'Abituriyent arizaga Telegramni ulaganda toʻldiriladi; /stop yuborganda tozalanadi.',
            },
          },
        },
        {
          name: 'telegramLinkedAt',
          label: { en: 'Connected on', ru: 'Подключён', uz: 'Ulangan vaqt' },
          type: 'date',
          ...SYSTEM_MOMENT,
          access: byTheBotOnly,
          admin: { ...SYSTEM_MOMENT.admin, width: '50%' },
        },
      ],
    },
    {
      name: 'applicantMessages',
      label: { en: 'Messages to the applicant', ru: 'Сообщения абитуриенту', uz: 'Abituriyentga xabarlar' },
      type: 'join',
      collection: 'applicant-messages',
      on: 'application',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['channel', 'kind', 'state', 'attempts', 'sentAt', 'lastError'] },
    },
  ],
}

/** At the top of the application: messages that could not be delivered, with the error. */
export const messageFailures: Field = {
  name: 'messageFailures',
  label: { en: 'Messages not delivered', ru: 'Недоставленные сообщения', uz: 'Yetkazilmagan xabarlar' },
  type: 'ui',
  admin: { components: { Field: '@/admissions/admin/MessageFailures#MessageFailures' } },
}
