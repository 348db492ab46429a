// Payme's and Click's payment pages, as the browser tests meet them: a local HTTP server that shows
// the amount and a "Pay" button and, on Pay, calls the site's endpoints as the provider does, then
// sends the browser back to the return address. The site's checkout settings point at it
// (payment-settings: Payme checkout URL `<url>/payme`, Click pay URL `<url>/click`).
//   Payme (Merchant API, JSON-RPC 2.0, Basic "Paycom:<key>", amounts in tiyin): CheckPerformTransaction,
//   CreateTransaction, PerformTransaction at POST <site>/api/payments/payme.
//   Click (SHOP API, form-urlencoded, amounts in soʻm, md5 sign_string): Prepare then Complete at
//   POST <site>/api/payments/click/prepare and /complete.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { createServer } from 'node:http'

const md5 = (text) => createHash('md5').update(text).digest('hex')
const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(title, lines, action, fields = {}) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><h1>${escape(title)}</h1>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
${action ? `<form method="post" action="${escape(action)}">${hidden}<button type="submit" style="font-size:1.2rem;padding:.6rem 2rem">Pay</button></form>` : ''}</body></html>`
}

const readForm = async (req) => {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()))
}

/** Tashkent's wall clock, as Click writes sign_time: YYYY-MM-DD HH:mm:ss. */
const signTime = () => new Date(Date.now() + 5 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)

/**
 * Starts the stand-in. Options: `site` (the site's base URL), `paymeKey`, `clickSecret`, `port`
 * (0: any free one). Resolves with its `url`, the `calls` it made (method, request, answer) and `close()`.
 */
export async function startPaymentStandIn({ site, paymeKey = 'payme-test-key-0123456789', clickSecret = 'click-test-secret', port = 0 }) {
  const calls = []

  async function payme(method, params) {
    const body = { jsonrpc: '2.0', id: calls.length + 1, method, params }
    const response = await fetch(`${site}/api/payments/payme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`Paycom:${paymeKey}`).toString('base64')}` },
      body: JSON.stringify(body),
    })
    const answer = await response.json().catch(() => ({ error: { message: `HTTP ${response.status}` } }))
    calls.push({ provider: 'payme', method, request: body, answer })
    if (answer.error || !answer.result) throw new Error(`Payme ${method}: ${JSON.stringify(answer.error ?? answer)}`)
    return answer.result
  }

  async function click(action, fields) {
    const response = await fetch(`${site}/api/payments/click/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    const answer = await response.json().catch(() => ({ error: -9, error_note: `HTTP ${response.status}` }))
    calls.push({ provider: 'click', method: action, request: fields, answer })
    if (Number(answer.error) !== 0) throw new Error(`Click ${action}: ${JSON.stringify(answer)}`)
    return answer
  }

  /** Payme's checkout: /payme/<base64 of m=…;ac.invoice=…;a=…;l=…;c=…>. */
  async function paymeCheckout(req, res, encoded) {
    const params = Object.fromEntries(
      Buffer.from(decodeURIComponent(encoded), 'base64')
        .toString()
        .split(';')
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    )
    const invoice = params['ac.invoice']
    const tiyin = Number(params.a)
    const back = decodeURIComponent(params.c ?? '')
    if (req.method === 'GET')
      return send(
        res,
        200,
        page(
          'Payme (test)',
          [`Merchant ${params.m}`, `Invoice ${invoice}`, `Amount ${(tiyin / 100).toFixed(2)} UZS`, `Language ${params.l}`],
          `/payme/${encoded}`,
        ),
      )
    const id = randomBytes(12).toString('hex')
    const time = Date.now()
    await payme('CheckPerformTransaction', { amount: tiyin, account: { invoice } })
    await payme('CreateTransaction', { id, time, amount: tiyin, account: { invoice } })
    await payme('PerformTransaction', { id })
    return redirect(res, back)
  }

  /** Click's payment page: /click?service_id&merchant_id&amount&transaction_param&return_url. */
  async function clickCheckout(req, res, url) {
    if (req.method === 'GET') {
      const q = Object.fromEntries(url.searchParams)
      return send(res, 200, page('Click (test)', [`Service ${q.service_id}`, `Invoice ${q.transaction_param}`, `Amount ${q.amount} UZS`], '/click', q))
    }
    const q = await readForm(req)
    const clickTransId = String(randomInt(1_000_000, 2_000_000_000))
    const base = {
      click_trans_id: clickTransId,
      service_id: q.service_id,
      click_paydoc_id: String(randomInt(1_000_000, 2_000_000_000)),
      merchant_trans_id: q.transaction_param,
      amount: q.amount,
      error: '0',
      error_note: 'Success',
      sign_time: signTime(),
    }
    const prepared = await click('prepare', {
      ...base,
      action: '0',
      sign_string: md5(`${clickTransId}${q.service_id}${clickSecret}${q.transaction_param}${q.amount}0${base.sign_time}`),
    })
    const prepareId = String(prepared.merchant_prepare_id)
    await click('complete', {
      ...base,
      action: '1',
      merchant_prepare_id: prepareId,
      sign_string: md5(`${clickTransId}${q.service_id}${clickSecret}${q.transaction_param}${prepareId}${q.amount}1${base.sign_time}`),
    })
    return redirect(res, q.return_url)
  }

  function send(res, status, html) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
  }
  function redirect(res, location) {
    res.writeHead(303, { location }).end()
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    try {
      const paymeMatch = url.pathname.match(/^\/payme\/([^/]+)$/)
      if (paymeMatch) return await paymeCheckout(req, res, paymeMatch[1])
      if (url.pathname === '/click') return await clickCheckout(req, res, url)
      send(res, 404, page('Not here', [url.pathname]))
    } catch (error) {
      // The provider's page says the payment failed; the test sees why.
      send(res, 502, page('Payment failed', [error instanceof Error ? error.message : String(error)]))
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}`
  return { url, calls, close: () => new Promise((resolve) => server.close(resolve)) }
}
