import { approvedContract } from '@/admissions/contractResponse'
import { NO_STORE } from '@/admissions/http'
import { translator } from '@/admissions/i18n'
import { contractPdf } from '@/admissions/pdf'
import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/** POST /api/contract/pdf — the same contract as a PDF download (a plain form post works). */
export async function POST(request: Request) {
  const result = await approvedContract(request, await getPayloadClient())
  if (!result.ok) return result.response
  const t = translator(result.locale, 'contract')
  const pdf = await contractPdf(result.contract, { university: t('university'), student: t('student'), signature: t('signature') })
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="contract-${result.contract.number}.pdf"`,
    },
  })
}
