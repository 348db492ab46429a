// The Bot API client (grammY), at TELEGRAM_API_ROOT: Telegram's own, or a stand-in in tests.
import { Api } from 'grammy'

import { env } from '@/env'

/** A call that has had no answer for this long has failed (grammY's own default is 500 s). */
const TIMEOUT_SECONDS = 30

export const botApi = () => new Api(env.TELEGRAM_BOT_TOKEN, { apiRoot: env.TELEGRAM_API_ROOT, timeoutSeconds: TIMEOUT_SECONDS })
export type BotApi = ReturnType<typeof botApi>
