import { describe, expect, it } from 'vitest'

import { clickPayUrl } from './click/checkout'
import { paymeCheckoutUrl } from './payme/checkout'

describe('the providers’ payment pages for an invoice', () => {
  it('Payme: merchant, invoice, tiyin, language and return address in base64 after the checkout', () => {
    const url = paymeCheckoutUrl({
      settings: { merchantId: '5e730e8e0b852a417aa49ceb', checkoutUrl: 'https://checkout.paycom.uz/' },
      invoiceNumber: '4839201175',
      amount: 9_000_000,
      locale: 'uz',
      returnUrl: 'https://university.uz/uz/studentConsole?number=K7PQ-3M9X',
    })
    const [base, encoded] = [url.slice(0, url.lastIndexOf('/')), url.slice(url.lastIndexOf('/') + 1)]
    expect(base).toBe('https://checkout.paycom.uz')
    expect(Buffer.from(encoded!, 'base64').toString()).toBe(
      'm=5e730e8e0b852a417aa49ceb;ac.invoice=4839201175;a=900000000;l=uz;c=https%3A%2F%2Funiversity.uz%2Fuz%2FstudentConsole%3Fnumber%3DK7PQ-3M9X',
    )
  })
  it('Click: service, merchant, amount in soʻm and the invoice as the transaction parameter', () => {
    const url = new URL(
      clickPayUrl({
        settings: { serviceId: '28420', merchantId: '11675', merchantUserId: '22839', payUrl: 'https://my.click.uz/services/pay' },
        invoiceNumber: '4839201175',
        amount: 9_000_000,
        returnUrl: 'https://university.uz/ru/studentConsole',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '28420',
      merchant_id: '11675',
      merchant_user_id: '22839',
      amount: '9000000.00',
      transaction_param: '4839201175',
      return_url: 'https://university.uz/ru/studentConsole',
    })
  })
})
