// A local stand-in for Telegram's Bot API, for the tests: it answers getMe, sendMessage and
// setWebhook as Telegram does ({ ok: true, result }), fails on command ({ ok: false, error_code,
// description, parameters: { retry_after } }), keeps every message the bot sends, and delivers
// updates to the webhook it was given, as a person writing to the bot would (also over HTTP:
// POST /control/write, GET /control/messages?chat=…, for the browser tests).
import { createServer } from 'node:http'

/** @typedef {{ chat_id: string, text: string }} SentMessage */
/** @typedef {{ code: number, description: string, retryAfter?: number }} Failure */

/** @param {{ port?: number, token?: string, botName?: string }} [options] */
export async function startBotApiStandIn({ port = 0, token, botName = 'campus_test_bot' } = {}) {
  /** @type {SentMessage[]} */
  const sent = []
  /** @type {Failure[]} */
  const failures = []
  /** @type {{ url: string, secret_token?: string } | null} */
  let webhook = null
  let messageId = 0
  let updateId = 0

  const answer = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const server = createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const text = Buffer.concat(chunks).toString('utf8')
    const type = req.headers['content-type'] ?? ''
    const body = text ? (type.includes('json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text))) : {}
    const path = req.url?.split('?')[0] ?? ''
    // For a test in another process (the browser tests): write to the bot, read what it sent.
    if (path === '/control/write') {
      const delivered = await standIn.write(body)
      return answer(res, 200, { status: delivered.status })
    }
    if (path === '/control/messages') return answer(res, 200, standIn.messagesTo(new URL(req.url ?? '', 'http://x').searchParams.get('chat') ?? ''))
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(path)
    if (!match) return answer(res, 404, { ok: false, error_code: 404, description: 'Not Found' })
    const [, given, method] = match
    if (token && given !== token) return answer(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' })
    switch (method) {
      case 'getMe':
        return answer(res, 200, {
          ok: true,
          result: {
            id: 7000001,
            is_bot: true,
            first_name: 'Campus Admissions',
            username: botName,
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        })
      case 'setWebhook':
        webhook = { url: String(body.url), secret_token: body.secret_token }
        return answer(res, 200, { ok: true, result: true, description: 'Webhook was set' })
      case 'sendMessage': {
        const failure = failures.shift()
        if (failure) {
          const parameters = failure.retryAfter ? { parameters: { retry_after: failure.retryAfter } } : {}
          return answer(res, failure.code, { ok: false, error_code: failure.code, description: failure.description, ...parameters })
        }
        const message = { chat_id: String(body.chat_id), text: String(body.text) }
        sent.push(message)
        const chat = { id: Number(body.chat_id), type: 'private' }
        return answer(res, 200, { ok: true, result: { message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat, text: message.text } })
      }
      default:
        return answer(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' })
    }
  })
  // Telegram keeps an idle connection open far longer than Node's 5 s default. With that default,
  // the bot's keep-alive agent now and then sent a request on a connection this server was closing
  // ("socket hang up"), a failure the tests are not about.
  server.keepAliveTimeout = 120_000
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())

  const standIn = {
    port: address.port,
    apiRoot: `http://127.0.0.1:${address.port}`,
    sent,
    get webhook() {
      return webhook
    },
    /** The next sendMessage calls fail, one failure each: e.g. `{ code: 500, description: 'Internal Server Error' }`. */
    failNext(...next) {
      failures.push(...next)
    },
    /** Messages the bot has sent to this chat. @param {number | string} chat */
    messagesTo(chat) {
      return sent.filter((message) => message.chat_id === String(chat)).map((message) => message.text)
    },
    /**
     * A person writes `text` to the bot from a private chat: the update is posted to `url` (by
     * default the webhook set with setWebhook) with `secret`. Resolves with the webhook's answer.
     * @param {{ chat: number, text: string, languageCode?: string, url?: string, secret?: string, post?: (url: string, init: RequestInit) => Promise<Response> }} message
     */
    async write({ chat, text, languageCode = 'en', url = webhook?.url, secret = webhook?.secret_token, post = fetch }) {
      if (!url) throw new Error('No webhook has been set')
      const command = text.startsWith('/') ? text.split(' ')[0] : null
      const update = {
        update_id: ++updateId,
        message: {
          message_id: ++messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chat, type: 'private', first_name: 'Applicant' },
          from: { id: chat, is_bot: false, first_name: 'Applicant', language_code: languageCode },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
        },
      }
      return post(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
        body: JSON.stringify(update),
      })
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
  return standIn
}
