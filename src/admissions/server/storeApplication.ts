// Turns a received application into a stored one, all or nothing: every check first, then the
// record, its documents' files put in place (renamed, or PUT to the private bucket) and their
// records, and last, in one statement, the mark that makes it whole (`complete`, with its
// Idempotency-Key). Until that mark no one sees it (staff, status checks, replays); on PostgreSQL
// all of it is also one transaction. A failure removes what was written; a crash leaves an
// incomplete application and files without records, which the reconciler removes (reconcile.ts,
// decision 010).
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relation'
import type { Program } from '@/payload-types'

import { MAX_FILE_MB, REQUIRED_DOCUMENTS } from '@/admissions/shared/documents'
import { isTransfer } from '@/admissions/shared/fields'
import { admissionState, effectivePeriod, periodParams } from '@/admissions/shared/periods'
import { queueSubmissionEmail } from './applicantEmails'
import { consentRecord } from './consent'
import { checkDocument, applicationDocuments, type PreparedFile } from './documentFiles'
import type { Received } from './multipart'
import { newApplicationNumber } from './applicationNumber'
import { wakeApplicantSender } from './messageOutbox'
import { removeDocument, storeDocument } from './storage'
import { checkFields, type ApplicationFields, type FieldProblem } from './checkFields'

type Consent = Awaited<ReturnType<typeof consentRecord>>

export type SubmitResult = { status: 201; applicationNumber: string; repeated: boolean } | { status: 413 | 422; problems: FieldProblem[] }

/** Points where a test can make storing fail, to prove nothing is left behind. */
export type Faults = { afterFileStored?: (index: number) => Promise<void> | void; beforeComplete?: () => Promise<void> | void }

async function findByIdempotencyKey(payload: Payload, key: string) {
  const found = await payload.find({
    collection: 'applications',
    where: { idempotencyKey: { equals: key }, complete: { equals: true } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { applicationNumber: true },
  })
  return found.docs[0]?.applicationNumber
}

/** The choices must exist, the direction must offer the chosen degree and form, and take applications at `now`. */
async function checkCatalogue(payload: Payload, value: ApplicationFields, now: Date) {
  const problems: FieldProblem[] = []
  const exists = async (collection: 'study-forms' | 'regions', id: number) =>
    (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs > 0
  const [degree, form, region, program] = await Promise.all([
    // The degree's admission period applies to a programme without dates of its own.
    payload.findByID({ collection: 'degrees', id: value.degree, depth: 0, overrideAccess: true, disableErrors: true, select: { admissionPeriod: true } }),
    exists('study-forms', value.studyForm),
    exists('regions', value.region),
    payload
      .find({ collection: 'programs', where: { id: { equals: value.program } }, depth: 0, limit: 1, overrideAccess: true })
      .then((r) => r.docs[0] as Program | undefined),
  ])
  if (!degree) problems.push({ field: 'degree', key: 'choice' })
  if (!form) problems.push({ field: 'study_form', key: 'choice' })
  if (!region) problems.push({ field: 'region', key: 'choice' })
  if (!program) problems.push({ field: 'faculty', key: 'choice' })
  else if (
    program.admissionOpen === false ||
    relationId(program.degree) !== value.degree ||
    !(program.studyForms ?? []).map(relationId).includes(value.studyForm)
  )
    problems.push({ field: 'faculty', key: 'unavailable' })
  else {
    const period = effectivePeriod(program.admissionPeriod, degree?.admissionPeriod)
    if (admissionState(true, period, now) !== 'open') problems.push({ field: 'faculty', key: 'closed', params: periodParams(period) })
  }
  return { problems, facultyId: program ? relationId(program.faculty) : undefined }
}

/** Checks each file's content and writes its stored form; problems for the rest. */
async function checkFiles(received: Received, isTransfer: boolean) {
  const problems: FieldProblem[] = []
  const prepared: PreparedFile[] = []
  for (const kind of [...REQUIRED_DOCUMENTS, ...(isTransfer ? (['transcript'] as const) : [])]) {
    if (!received.files.some((file) => file.kind === kind)) problems.push({ field: kind, key: kind === 'transcript' ? 'transcript' : 'fileRequired' })
  }
  for (const file of received.files) {
    const checked = await checkDocument(file)
    if (checked.ok) prepared.push(checked.file)
    else if (!problems.some((problem) => problem.field === file.kind)) problems.push(checked.problem)
  }
  return { problems, prepared }
}

function applicationData(value: ApplicationFields, facultyId: number | undefined, locale: Locale, applicationNumber: string, consent: Consent) {
  return {
    ...value,
    consent,
    applicationNumber,
    status: 'not_confirmed' as const,
    locale,
    faculty: facultyId,
  }
}

async function unusedNumber(payload: Payload): Promise<string> {
  for (;;) {
    const candidate = newApplicationNumber()
    const taken = await payload.count({ collection: 'applications', where: { applicationNumber: { equals: candidate } }, overrideAccess: true })
    if (taken.totalDocs === 0) return candidate
  }
}

/** Stores the application and its documents; throws, leaving nothing behind, if any step fails. */
async function store(
  payload: Payload,
  data: ReturnType<typeof applicationData>,
  files: PreparedFile[],
  idempotencyKey: string | undefined,
  faults: Faults,
): Promise<void> {
  const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
  const inTransaction = await initTransaction(req)
  const moved: string[] = []
  let applicationId: number | undefined
  try {
    const application = await payload.create({ collection: 'applications', data, overrideAccess: true, req, depth: 0 })
    applicationId = application.id
    for (const [index, file] of files.entries()) {
      await storeDocument(file)
      moved.push(file.storedName)
      await faults.afterFileStored?.(index)
      await payload.create({
        collection: 'application-files',
        data: {
          application: application.id,
          kind: file.kind,
          originalName: file.originalName,
          storedName: file.storedName,
          mimeType: file.mimeType,
          size: file.storedSize,
        },
        overrideAccess: true,
        req,
        depth: 0,
      })
    }
    await faults.beforeComplete?.()
    // One UPDATE: the application is whole, and its key answers replays, from the same moment.
    await payload.db.updateOne({
      collection: 'applications',
      id: application.id,
      data: { complete: true, idempotencyKey: idempotencyKey ?? null },
      req,
      returning: false,
    })
    // The confirmation e-mail, queued in the same transaction once the application is whole.
    await queueSubmissionEmail(payload, { ...data, id: application.id }, req)
    if (inTransaction) await commitTransaction(req)
  } catch (error) {
    if (inTransaction) await killTransaction(req)
    else if (applicationId !== undefined) {
      // Without transactions, undo by hand: the records first, then the files.
      await payload.delete({ collection: 'application-files', where: { application: { equals: applicationId } }, overrideAccess: true }).catch(() => undefined)
      await payload.delete({ collection: 'applications', id: applicationId, overrideAccess: true }).catch(() => undefined)
    }
    await Promise.all(moved.map((name) => removeDocument(name)))
    throw error
  }
}

export async function storeApplication(
  payload: Payload,
  received: Received,
  options: { locale: Locale; idempotencyKey?: string; faults?: Faults; now?: Date },
): Promise<SubmitResult> {
  const { idempotencyKey } = options
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(payload, idempotencyKey)
    if (earlier) return { status: 201, applicationNumber: earlier, repeated: true }
  }
  if (received.oversize.length) {
    return { status: 413, problems: received.oversize.map((field) => ({ field, key: 'fileSize', params: { size: MAX_FILE_MB } })) }
  }

  const fields = checkFields(received.fields, options.now)
  const catalogue = fields.ok ? await checkCatalogue(payload, fields.value, options.now ?? new Date()) : { problems: [], facultyId: undefined }
  const transfer = fields.ok ? fields.value.isTransfer : isTransfer({ is_transfer: received.fields.is_transfer ?? '' })
  const files = await applicationDocuments(() => checkFiles(received, transfer))
  const problems = [...received.problems, ...(fields.ok ? [] : fields.problems), ...catalogue.problems, ...files.problems]
  if (!fields.ok || problems.length) return { status: 422, problems }

  const applicationNumber = await unusedNumber(payload)
  const consent = await consentRecord(payload, options.locale, options.now ?? new Date())
  const data = applicationData(fields.value, catalogue.facultyId, options.locale, applicationNumber, consent)
  try {
    await store(payload, data, files.prepared, idempotencyKey, options.faults ?? {})
  } catch (error) {
    // The same key sent twice at once: the unique key let only the first one in.
    const earlier = idempotencyKey ? await findByIdempotencyKey(payload, idempotencyKey) : undefined
    if (earlier) return { status: 201, applicationNumber: earlier, repeated: true }
    throw error
  }
  // Committed: the sender looks now, so the confirmation arrives while the applicant waits for it.
  wakeApplicantSender()
  return { status: 201, applicationNumber, repeated: false }
}
