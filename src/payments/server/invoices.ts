// An approved application's invoice: made once (the unique application), from the programme's fee
// and the office's instalment plan, with a number of ten digits drawn at random, which is what the
// applicant types into Payme or Click and what the bursar looks up.
import { randomInt } from 'node:crypto'

import { type CollectionAfterChangeHook, type Payload, type PayloadRequest, ValidationError } from 'payload'

import { campusClock } from '@/lib/dates'
import { planInstalments } from '@/payments/shared/standing'
import type { Application, Invoice, Program } from '@/payload-types'

import { paymentSettings } from './settings'

export const INVOICE_DIGITS = 10

/** Ten digits, never starting with 0 (some payment apps drop a leading zero). */
export const newInvoiceNumber = () => String(randomInt(1, 10)) + Array.from({ length: INVOICE_DIGITS - 1 }, () => randomInt(10)).join('')

/** What a person typed or a provider sent, as stored: digits only; undefined when it cannot be one. */
export function normalizeInvoiceNumber(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const digits = String(value).replace(/[\s-]/g, '')
  return new RegExp(`^[1-9]\\d{${INVOICE_DIGITS - 1}}$`).test(digits) ? digits : undefined
}

const campusDay = (moment: Date) => campusClock(moment).toISOString().slice(0, 10)

export async function invoiceByNumber(payload: Payload, number: string, req?: PayloadRequest): Promise<Invoice | undefined> {
  const { docs } = await payload.find({ collection: 'invoices', where: { number: { equals: number } }, limit: 1, depth: 0, overrideAccess: true, req })
  return docs[0]
}

export async function invoiceOfApplication(payload: Payload, applicationId: number, req?: PayloadRequest): Promise<Invoice | undefined> {
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { application: { equals: applicationId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

const isUniqueClash = (error: unknown) => error instanceof ValidationError

/**
 * The application's invoice, made now if it is approved and has none. Undefined for one that is not
 * approved or whose programme has no fee. Safe to call twice at once: the second finds the first's.
 */
export async function ensureInvoice(payload: Payload, applicationId: number, req?: PayloadRequest, now = new Date()): Promise<Invoice | undefined> {
  const existing = await invoiceOfApplication(payload, applicationId, req)
  if (existing) return existing
  const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 1, overrideAccess: true, req })
  const program = typeof application.program === 'object' ? (application.program as Program) : undefined
  if (application.status !== 'approved' || !program?.tuitionFee) return undefined
  const settings = await paymentSettings(payload)
  const fallbackDue = campusDay(new Date(now.getTime() + settings.dueDays * 86_400_000))
  const instalments = planInstalments(program.tuitionFee, settings.plan, fallbackDue)
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await payload.create({
        collection: 'invoices',
        data: {
          number: newInvoiceNumber(),
          application: applicationId,
          payerName: [application.lastName, application.firstName, application.middleName].filter(Boolean).join(' '),
          program: program.id,
          total: program.tuitionFee,
          paid: 0,
          state: 'unpaid',
          instalments,
          locale: application.locale,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
    } catch (error) {
      if (!isUniqueClash(error)) throw error
      // Another call made this application's invoice first, or the number was taken: look, then draw again.
      const made = await invoiceOfApplication(payload, applicationId, req)
      if (made) return made
    }
  }
  throw new Error(`Could not draw a free invoice number for application ${applicationId}`)
}

/** An application approved (by its form, a bulk edit, REST or a script) gets its invoice in the same save. */
export const invoiceOnApproval: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'approved' || previousDoc?.status === 'approved') return doc
  await ensureInvoice(req.payload, doc.id, req)
  return doc
}
