// The payment settings as the server uses them: a provider is on only when every value it signs or
// builds links with is set (admin › Payments › Payment settings); otherwise its endpoint refuses
// calls and no page offers it.
import type { Payload } from 'payload'

import type { PlanRow } from '@/payments/shared/standing'

export type PaymeSettings = { merchantId: string; key: string; checkoutUrl: string }
export type ClickSettings = { serviceId: string; merchantId: string; merchantUserId: string; secretKey: string; payUrl: string }
export type Payments = { payme: PaymeSettings | null; click: ClickSettings | null; plan: PlanRow[]; dueDays: number }

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

type StoredProviders = {
  payme?: { merchantId?: unknown; key?: unknown; checkoutUrl?: unknown } | null
  click?: { serviceId?: unknown; merchantId?: unknown; merchantUserId?: unknown; secretKey?: unknown; payUrl?: unknown } | null
}

/** The providers that are on, from the stored values: the one rule for the endpoints, the pages and the status check's own read. */
export function providersOf(stored: StoredProviders): Pick<Payments, 'payme' | 'click'> {
  const payme = {
    merchantId: filled(stored.payme?.merchantId),
    key: filled(stored.payme?.key),
    checkoutUrl: filled(stored.payme?.checkoutUrl) || 'https://checkout.paycom.uz',
  }
  const click = {
    serviceId: filled(stored.click?.serviceId),
    merchantId: filled(stored.click?.merchantId),
    merchantUserId: filled(stored.click?.merchantUserId),
    secretKey: filled(stored.click?.secretKey),
    payUrl: filled(stored.click?.payUrl) || 'https://my.click.uz/services/pay',
  }
  return {
    payme: payme.merchantId && payme.key ? payme : null,
    click: click.serviceId && click.merchantId && click.secretKey ? click : null,
  }
}

export async function paymentSettings(payload: Payload): Promise<Payments> {
  const stored = await payload.findGlobal({ slug: 'payment-settings', depth: 0, overrideAccess: true })
  return {
    ...providersOf(stored),
    plan: (stored.plan ?? []).map((row) => ({ share: Number(row.share) || 0, dueDate: String(row.dueDate ?? '') })),
    dueDays: stored.dueDays ?? 30,
  }
}
