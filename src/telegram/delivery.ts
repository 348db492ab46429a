// One message of the outbox (src/admissions/server/messageOutbox.ts) to the applicant's Telegram
// chat: not sent when they disconnected since it was queued; a chat that blocked the bot or is gone
// fails at once and is disconnected; any other failure is tried again, after Telegram's retry_after
// when it gives one.
import { GrammyError } from 'grammy'
import type { Payload } from 'payload'

import { applicationColumn, type Delivery, type OutboxRow } from '@/admissions/server/outboxRow'

import type { BotApi } from './botApi'

/** Telegram will never take this message for this chat: the applicant blocked the bot or the chat is gone. */
const isChatGone = (error: unknown) =>
  error instanceof GrammyError && (error.error_code === 403 || (error.error_code === 400 && /chat not found/i.test(error.description)))

export async function deliverTelegram(payload: Payload, api: BotApi, row: OutboxRow): Promise<Delivery> {
  const chat = await applicationColumn(payload, row.application, 'telegramChatId')
  // Disconnected (/stop) since the message was queued: it is not sent.
  if (!chat) return { state: 'cancelled' }
  try {
    await api.sendMessage(chat, row.text, { link_preview_options: { is_disabled: true } })
    return { state: 'sent' }
  } catch (error) {
    if (isChatGone(error)) {
      await payload.update({
        collection: 'applications',
        id: row.application,
        data: { telegramChatId: null },
        overrideAccess: true,
        context: { telegram: true },
      })
      return { state: 'failed', error }
    }
    const retryAfter = error instanceof GrammyError ? error.parameters.retry_after : undefined
    return { state: 'retry', error, delayMs: retryAfter ? retryAfter * 1000 : undefined }
  }
}
