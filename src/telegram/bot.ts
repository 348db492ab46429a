// The university's bot (grammY), fed by Telegram through the webhook (src/app/api/telegram/webhook):
// `/start <token>` connects the chat to the application the token names, `/stop` disconnects it
// from every application. Answers name an application by its number only, never anyone's data.
import { Bot, type Context } from 'grammy'
import type { Payload } from 'payload'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localeFrom, translator } from '@/i18n/translator'

import { botApi } from './botApi'
import { readLinkToken } from './linkTokens'
import { webhookSecret, WEBHOOK_PATH } from './settings'

type GetPayload = () => Promise<Payload>

/** For an answer to someone not (yet) known: their Telegram's language, when it is one of ours. */
const chatLocale = (ctx: Context): Locale => localeFrom(ctx.from?.language_code?.slice(0, 2)) ?? 'en'
const say = (locale: Locale) => translator(locale, 'telegram')

const linkedTo = (payload: Payload, chat: string) =>
  payload.find({
    collection: 'applications',
    where: { telegramChatId: { equals: chat } },
    overrideAccess: true,
    depth: 0,
    limit: 100,
    select: { applicationNumber: true, locale: true },
  })

async function connect(ctx: Context, payload: Payload, token: string) {
  const reading = readLinkToken(token)
  if (reading.kind !== 'valid') return ctx.reply(say(chatLocale(ctx))(reading.kind === 'expired' ? 'bot.expired' : 'bot.invalid'))
  const application = await payload
    .findByID({ collection: 'applications', id: reading.application, overrideAccess: true, depth: 0, select: { applicationNumber: true, locale: true } })
    .catch(() => null)
  // Signed by us, but the application is gone (deleted on request, or by retention).
  if (!application) return ctx.reply(say(chatLocale(ctx))('bot.invalid'))
  await payload.update({
    collection: 'applications',
    id: application.id,
    data: { telegramChatId: String(ctx.chat!.id), telegramLinkedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
    context: { telegram: true },
  })
  const locale = localeFrom(application.locale) ?? 'en'
  return ctx.reply(say(locale)('bot.connected', { number: application.applicationNumber }))
}

async function disconnect(ctx: Context, payload: Payload) {
  const chat = String(ctx.chat!.id)
  const { docs } = await linkedTo(payload, chat)
  if (docs.length === 0) return ctx.reply(say(chatLocale(ctx))('bot.notConnected'))
  await payload.update({
    collection: 'applications',
    where: { telegramChatId: { equals: chat } },
    data: { telegramChatId: null, telegramLinkedAt: null },
    overrideAccess: true,
    depth: 0,
    context: { telegram: true },
  })
  const locale = localeFrom(docs[0]!.locale) ?? 'en'
  return ctx.reply(say(locale)('bot.stopped', { numbers: docs.map((doc) => doc.applicationNumber).join(', ') }))
}

export function createBot(getPayload: GetPayload) {
  const bot = new Bot(env.TELEGRAM_BOT_TOKEN, { client: { apiRoot: env.TELEGRAM_API_ROOT, timeoutSeconds: 30 } })
  // Applicants talk to the bot on their own; it says nothing in groups.
  const chats = bot.chatType('private')
  chats.command('start', async (ctx) => {
    const token = ctx.match.trim()
    const payload = await getPayload()
    if (token) return connect(ctx, payload, token)
    const { docs } = await linkedTo(payload, String(ctx.chat.id))
    const linked = docs[0]
    if (linked) return ctx.reply(say(localeFrom(linked.locale) ?? 'en')('bot.connected', { number: linked.applicationNumber }))
    return ctx.reply(say(chatLocale(ctx))('bot.notConnected'))
  })
  chats.command('stop', async (ctx) => disconnect(ctx, await getPayload()))
  chats.on('message', async (ctx) => {
    const { docs } = await linkedTo(await getPayload(), String(ctx.chat.id))
    if (docs.length === 0) return ctx.reply(say(chatLocale(ctx))('bot.notConnected'))
  })
  bot.catch(({ error }) => console.error('The Telegram bot could not answer an update:', error))
  return bot
}

/** Tells Telegram where to deliver updates, with the secret the webhook checks (the production server, on start). */
export async function registerWebhook(payload: Payload) {
  const url = new URL(WEBHOOK_PATH, env.SITE_URL).toString()
  await botApi()
    .setWebhook(url, { secret_token: webhookSecret(), allowed_updates: ['message'] })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Telegram could not be told the bot’s webhook (${url}); applicants cannot connect until it is` }),
    )
}
