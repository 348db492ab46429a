// The address of Payme's checkout for an invoice (Payme's "GET" form): the merchant, the account
// field `invoice`, the amount in tiyin, the page's language and where to come back to, joined by
// `;` and written in base64 after the checkout's address.
import type { Locale } from '@/i18n/locales'
import type { PaymeSettings } from '@/payments/server/settings'
import { toTiyin } from '@/payments/shared/standing'

/** The account field Payme sends back in every call: the invoice number. */
export const PAYME_ACCOUNT_FIELD = 'invoice'

type Checkout = { settings: Pick<PaymeSettings, 'merchantId' | 'checkoutUrl'>; invoiceNumber: string; amount: number; locale: Locale; returnUrl: string }

export function paymeCheckoutUrl({ settings, invoiceNumber, amount, locale, returnUrl }: Checkout): string {
  const params = [
    `m=${settings.merchantId}`,
    `ac.${PAYME_ACCOUNT_FIELD}=${invoiceNumber}`,
    `a=${toTiyin(amount)}`,
    `l=${locale}`,
    `c=${encodeURIComponent(returnUrl)}`,
  ]
  return `${settings.checkoutUrl.replace(/\/+$/, '')}/${Buffer.from(params.join(';')).toString('base64')}`
}
