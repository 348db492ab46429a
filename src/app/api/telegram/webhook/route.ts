// POST /api/telegram/webhook — updates from Telegram for the university's bot (src/telegram/bot.ts),
// accepted only with the secret given to Telegram (X-Telegram-Bot-Api-Secret-Token).
import { webhookCallback } from 'grammy'

import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { json } from '@/lib/apiAnswers'
import { createBot } from '@/telegram/bot'
import { telegramEnabled, webhookSecret } from '@/telegram/settings'
import { processWide } from '@/lib/processWide'

export const dynamic = 'force-dynamic'

type Handler = (request: Request) => Promise<Response>
const bot = processWide<{ key?: string; handle?: Handler }>('telegram.webhook', () => ({}))

/** One bot per process (it asks Telegram who it is once), made anew if its settings change. */
function handler(): Handler {
  const key = `${env.TELEGRAM_BOT_TOKEN}|${env.TELEGRAM_API_ROOT}|${webhookSecret()}`
  if (bot.key !== key || !bot.handle)
    Object.assign(bot, { key, handle: webhookCallback(createBot(getPayloadClient), 'std/http', { secretToken: webhookSecret() }) })
  return bot.handle as Handler
}

export async function POST(request: Request) {
  if (!telegramEnabled()) return json(404, { errors: [{ message: 'Not found' }] })
  return handler()(request)
}
