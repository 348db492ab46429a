// A local SMTP server that keeps every message it receives, parsed, for the tests to
// read: in-process (`messages`) or over HTTP (GET /messages) from the browser tests. It can be
// told to refuse the next messages, as a mail server that is busy does (`refuseNext`).
import { createServer } from 'node:http'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** @typedef {{ to: string[], from?: string, subject: string, text: string, html: string, headers: { key: string, value: string }[], attachments: { filename: string | null, mimeType: string, content: string }[] }} SinkMessage */

/** @param {{ port?: number, httpPort?: number }} [options] */
export async function startSmtpSink({ port = 0, httpPort } = {}) {
  /** @type {SinkMessage[]} */
  const messages = []
  /** @type {{ code: number, text: string }[]} */
  const refusals = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', async () => {
        const refusal = refusals.shift()
        if (refusal) return done(Object.assign(new Error(refusal.text), { responseCode: refusal.code }))
        try {
          const email = await PostalMime.parse(Buffer.concat(chunks))
          messages.push({
            to: email.to?.map((a) => a.address) ?? [],
            from: email.from?.address,
            subject: email.subject ?? '',
            text: email.text ?? '',
            html: email.html ?? '',
            headers: email.headers,
            // Attachments as text (an event's .ics): what a test reads of them.
            attachments: email.attachments.map((file) => ({
              filename: file.filename,
              mimeType: file.mimeType,
              content: typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content),
            })),
          })
          done()
        } catch (error) {
          done(error)
        }
      })
    },
  })
  await new Promise((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  let http
  if (httpPort !== undefined) {
    http = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(messages))
    })
    await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve))
  }
  return {
    port: smtp.server.address().port,
    httpPort: http?.address().port,
    messages,
    /**
     * Refuses the next `count` messages after their DATA, with this reply (by default a temporary failure).
     * @param {number} count
     * @param {{ code?: number, text?: string }} [reply]
     */
    refuseNext(count, { code = 451, text = 'Requested action aborted: local error in processing' } = {}) {
      for (let i = 0; i < count; i++) refusals.push({ code, text })
    },
    /**
     * Waits until a message to this address matches, or fails after `timeout` ms.
     * @param {string} to
     * @param {(message: SinkMessage) => boolean} [match]
     * @returns {Promise<SinkMessage>}
     */
    async waitFor(to, match = () => true, timeout = 10_000) {
      const until = Date.now() + timeout
      for (;;) {
        const found = messages.find((m) => m.to.includes(to) && match(m))
        if (found) return found
        if (Date.now() > until) throw new Error(`No e-mail to ${to} arrived (${messages.length} in the sink)`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    close: () => Promise.all([new Promise((resolve) => smtp.close(resolve)), http && new Promise((resolve) => http.close(resolve))]),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sink = await startSmtpSink({ port: Number(process.env.SMTP_PORT ?? 2525), httpPort: Number(process.env.SINK_HTTP_PORT ?? 2526) })
  console.log(`SMTP sink on 127.0.0.1:${sink.port}, messages at http://127.0.0.1:${sink.httpPort}/messages`)
}
