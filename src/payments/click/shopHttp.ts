// POST /api/payments/click/prepare and /complete: Click's form post in, Click's JSON answer out,
// always with HTTP 200 and never a stack trace, so Click can read every refusal. The call and its
// answer are appended to the provider calls (server/callbackLog.ts) whatever the answer was.
import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/data/payload'
import { NO_STORE } from '@/lib/apiAnswers'
import { formFields, UnreadableForm } from '@/lib/formBody'
import { recordCallback } from '@/payments/server/callbackLog'
import { paymentSettings } from '@/payments/server/settings'

import { CLICK_ACTION, type ClickStep, clickAnswer, readCall, signatureHolds } from './protocol'
import { type ClickDecision, completePayment, preparePayment } from './shop'

/** A Click call is a dozen short fields; anything near this is not one. */
const BODY_LIMIT = 16 * 1024

async function decide(payload: Payload, step: ClickStep, fields: Record<string, unknown>): Promise<ClickDecision> {
  const click = (await paymentSettings(payload)).click
  // Off, there is no key to check a signature with: no call can be Click's (fail closed).
  if (!click) return { outcome: 'signCheckFailed' }
  const call = readCall(fields)
  if (!call) return { outcome: 'badRequest' }
  // The signature first: nothing about invoices or payments is read for a call that is not Click's.
  if (!signatureHolds(call, click.secretKey)) return { outcome: 'signCheckFailed' }
  if (call.action !== String(CLICK_ACTION[step])) return { outcome: 'actionNotFound' }
  if (call.service_id !== click.serviceId) return { outcome: 'badRequest' }
  return step === 'prepare' ? preparePayment(payload, call) : completePayment(payload, call)
}

async function readFields(request: Request): Promise<Record<string, unknown> | UnreadableForm> {
  try {
    return await formFields(request, BODY_LIMIT)
  } catch (error) {
    return error instanceof UnreadableForm ? error : new UnreadableForm('malformed')
  }
}

export async function answerClick(step: ClickStep, request: Request): Promise<Response> {
  const read = await readFields(request)
  const fields = read instanceof UnreadableForm ? {} : read
  let payload: Payload | undefined
  let decision: ClickDecision
  try {
    payload = await getPayloadClient()
    decision = read instanceof UnreadableForm ? { outcome: 'badRequest' } : await decide(payload, step, fields)
  } catch (error) {
    payload?.logger.error({ err: error, msg: `Answering Click's ${step} failed` })
    // Click repeats a call until it gets an answer; −7 says our side failed, so the retry may succeed.
    decision = { outcome: 'failedToUpdateUser' }
  }
  const answer = clickAnswer(step, fields, decision.outcome, decision.paymentId)
  if (payload) {
    try {
      await recordCallback(payload, {
        provider: 'click',
        method: step,
        transaction: typeof fields.click_trans_id === 'string' ? fields.click_trans_id : null,
        invoiceNumber: typeof fields.merchant_trans_id === 'string' ? fields.merchant_trans_id : null,
        httpStatus: 200,
        error: answer.error,
        request: read instanceof UnreadableForm ? { unreadable: read.reason } : fields,
        response: answer,
      })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Recording Click's ${step} call failed` })
    }
  }
  return Response.json(answer, { status: 200, headers: NO_STORE })
}
