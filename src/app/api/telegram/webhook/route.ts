// POST /api/telegram/webhook — updates from Telegram for the university's bot (src/telegram/bot.ts),
// accepted only with the secret given to Telegram (X-Telegram-Bot-Api-Secret-Token).
import { webhookCallback } from 'grammy'

import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { json } from '@/lib/apiAnswers'
import { createBot } from '@/telegram/bot'
import { telegramEnabled, webhookSecret } from '@/telegram/settings'

export const dynamic = 'force-dynamic'

type Handler = (request: Request) => Promise<Response>
const HANDLER = Symbol.for('campus.telegram.webhook')
type Holder = { [HANDLER]?: { key: string; handle: Handler } }

/** One bot per process (it asks Telegram who it is once), made anew if its settings change. */
function handler(): Handler {
  const holder = globalThis as Holder
  const key = `${env.TELEGRAM_BOT_TOKEN}|${env.TELEGRAM_API_ROOT}|${webhookSecret()}`
  if (holder[HANDLER]?.key !== key)
    holder[HANDLER] = { key, handle: webhookCallback(createBot(getPayloadClient), 'std/http', { secretToken: webhookSecret() }) }
  return holder[HANDLER].handle
}

export async function POST(request: Request) {
  if (!telegramEnabled()) return json(404, { errors: [{ message: 'Not found' }] })
  return handler()(request)
}
