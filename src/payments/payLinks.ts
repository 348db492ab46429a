// The "Pay with Payme" and "Pay with Click" links an applicant is offered on the status page: for the
// next instalment, and for everything left when that is more (the two amounts a provider may take,
// acceptableAmounts). Nothing when no provider is on: the page then says nothing of paying online.
import type { Locale } from '@/i18n/locales'

import { clickPayUrl } from './click/checkout'
import { paymeCheckoutUrl } from './payme/checkout'
import type { Payments } from './server/settings'
import { formatSoum } from './shared/money'
import { acceptableAmounts, type Standing } from './shared/standing'

export type PayOption = { kind: 'next' | 'all'; amount: number; amount_text: string; payme_url?: string; click_url?: string }

type Options = { providers: Pick<Payments, 'payme' | 'click'>; standing: Standing; invoiceNumber: string; locale: Locale; returnUrl: string }

export function payOptions({ providers, standing, invoiceNumber, locale, returnUrl }: Options): PayOption[] {
  const { payme, click } = providers
  if (!payme && !click) return []
  return acceptableAmounts(standing).map((amount, index) => ({
    kind: index === 0 && amount === standing.nextAmount && amount < standing.remaining ? 'next' : 'all',
    amount,
    amount_text: formatSoum(locale, amount),
    ...(payme ? { payme_url: paymeCheckoutUrl({ settings: payme, invoiceNumber, amount, locale, returnUrl }) } : {}),
    ...(click ? { click_url: clickPayUrl({ settings: click, invoiceNumber, amount, returnUrl }) } : {}),
  }))
}
