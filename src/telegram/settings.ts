// Whether the Telegram updates are on, and the secret the webhook checks. Both settings are read
// when asked, not at import, so a test can switch the feature off (README: Telegram updates).
import { createHmac } from 'node:crypto'

import { env } from '@/env'

/** On when the bot's token and username are both set; off, no page says anything about Telegram. */
export const telegramEnabled = () => Boolean(env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_BOT_NAME)

/**
 * The value Telegram sends in X-Telegram-Bot-Api-Secret-Token (given to it by setWebhook): the
 * setting, else one derived from PAYLOAD_SECRET and the bot's token, so a new install needs none.
 */
export const webhookSecret = () =>
  env.TELEGRAM_WEBHOOK_SECRET || createHmac('sha256', env.PAYLOAD_SECRET).update(`campus telegram webhook ${env.TELEGRAM_BOT_TOKEN}`).digest('base64url')

export const WEBHOOK_PATH = '/api/telegram/webhook'
