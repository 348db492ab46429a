// Approved applications with their invoices, for the payments tests: submitted through the public
// route like a real one, then approved by a member of the admissions office.
import type { Payload } from 'payload'

import type { Application, Invoice } from '@/payload-types'

import { type Catalogue, createCatalogue, submitApplicationThroughRoute } from './admissionsFixture'

export type Approved = { application: Application; invoice: Invoice; birthDate: string }

let counter = 0

export async function paymentsCatalogue(payload: Payload, tag: string): Promise<Catalogue> {
  return createCatalogue(payload, tag)
}

/** An application submitted in `locale` and approved; its invoice was made by the approval. */
export async function approvedApplicant(payload: Payload, catalogue: Catalogue, locale: 'en' | 'ru' | 'uz' = 'en'): Promise<Approved> {
  counter++
  const birthDate = '2007-03-14'
  const number = await submitApplicationThroughRoute(catalogue, {
    locale,
    birth_date: birthDate,
    email: `payer-${process.pid}-${Date.now()}-${counter}@example.com`,
    passport_number: String(1_000_000 + ((Date.now() + counter * 7919) % 8_999_999)),
  })
  const [found] = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true })).docs
  // One step at a time, as staff move it (the collection refuses a jump).
  let application = found!
  for (const status of ['received', 'in_consideration', 'approved'] as const)
    application = await payload.update({ collection: 'applications', id: found!.id, data: { status }, overrideAccess: true, depth: 0 })
  const [invoice] = (await payload.find({ collection: 'invoices', where: { application: { equals: application.id } }, overrideAccess: true, depth: 0 })).docs
  if (!invoice) throw new Error('The approval made no invoice')
  return { application, invoice, birthDate }
}

/** Online payment switched on with test merchant settings (and the checkout pages at `base`, when given). */
export async function switchPaymentsOn(payload: Payload, base?: string) {
  await payload.updateGlobal({
    slug: 'payment-settings',
    data: {
      payme: { merchantId: '5e730e8e0b852a417aa49ceb', key: 'payme-test-key-0123456789', checkoutUrl: base ? `${base}/payme` : 'https://checkout.paycom.uz' },
      click: {
        serviceId: '28420',
        merchantId: '11675',
        merchantUserId: '22839',
        secretKey: 'click-test-secret',
        payUrl: base ? `${base}/click` : 'https://my.click.uz/services/pay',
      },
    },
    overrideAccess: true,
  })
}
