import { approvedContract } from '@/admissions/server/contractResponse'
import { NO_STORE } from '@/lib/apiAnswers'
import { translator } from '@/i18n/translator'
import { contractPdf, type PdfLabels } from '@/admissions/server/contractPdf'
import { getPayloadClient } from '@/data/payload'
import { localizePath } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/** What /get-contract?error=… shows; anything else reads as not found. */
const REASONS: Record<number, string> = { 409: 'notApproved', 428: 'rateLimited', 429: 'rateLimited', 503: 'unavailable' }

const INVOICE_LABELS = ['invoiceHeading', 'invoiceNumber', 'total', 'paid', 'remaining', 'dueBy', 'amount', 'paidInFull', 'howToPay'] as const

/** POST /api/contract/pdf — the same contract as a PDF download (a plain form post works). */
export async function POST(request: Request) {
  const fromPage = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')
  const result = await approvedContract(request, await getPayloadClient())
  if (!result.ok) {
    // The page's form without JavaScript: back to the page, which says what went wrong.
    if (!fromPage || result.response.status === 403) return result.response
    const reason = REASONS[result.response.status] ?? 'notFound'
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `${localizePath(result.locale, '/get-contract')}?error=${reason}` } })
  }
  const t = translator(result.locale, 'contract')
  const invoice = Object.fromEntries(INVOICE_LABELS.map((key) => [key, t.raw(key) as string])) as PdfLabels['invoice']
  const pdf = await contractPdf(result.contract, { university: t('university'), student: t('student'), signature: t('signature'), invoice })
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="contract-${result.contract.number}.pdf"`,
    },
  })
}
