// The address of Click's payment page for an invoice: the service and merchant, the amount in soʻm
// and the invoice number as `transaction_param`, which Click sends back as `merchant_trans_id`.
import type { ClickSettings } from '@/payments/server/settings'

type Checkout = {
  settings: Pick<ClickSettings, 'serviceId' | 'merchantId' | 'merchantUserId' | 'payUrl'>
  invoiceNumber: string
  amount: number
  returnUrl: string
}

export function clickPayUrl({ settings, invoiceNumber, amount, returnUrl }: Checkout): string {
  const url = new URL(settings.payUrl)
  url.searchParams.set('service_id', settings.serviceId)
  url.searchParams.set('merchant_id', settings.merchantId)
  if (settings.merchantUserId) url.searchParams.set('merchant_user_id', settings.merchantUserId)
  url.searchParams.set('amount', amount.toFixed(2))
  url.searchParams.set('transaction_param', invoiceNumber)
  url.searchParams.set('return_url', returnUrl)
  return url.toString()
}
