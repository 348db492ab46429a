import { errors, NO_STORE } from '@/lib/apiAnswers'
import { audit } from '@/admissions/server/audit'
import { admissionsStaff } from '@/admissions/server/staff'
import { readDocument } from '@/admissions/server/storage'
import { getPayloadClient } from '@/data/payload'
import { DOWNLOAD_CSP } from '@/security/headers'

export const dynamic = 'force-dynamic'

/** GET /api/admissions/files/{id} — one applicant document, for admissions staff, always as a download. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const staff = await admissionsStaff(payload, request.headers)
  if (!staff.ok) return staff.response
  const { id } = await params
  const found = /^\d{1,9}$/.test(id)
    ? await payload.find({
        collection: 'application-files',
        where: { id: { equals: Number(id) } },
        depth: 1,
        limit: 1,
        user: staff.user,
        overrideAccess: false,
      })
    : { docs: [] }
  const file = found.docs[0]
  const notFound = () => errors(404, [{ message: 'No such document.' }])
  if (!file) return notFound()
  const stored = await readDocument(file.storedName)
  if (!stored) return notFound()
  const number = typeof file.application === 'object' ? file.application.applicationNumber : String(file.application)
  await audit(payload, { user: staff.user, action: 'download', application: number, detail: file.kind })
  const name = `${number}-${file.kind}.${file.storedName.split('.').at(-1)}`
  return new Response(stored.body, {
    headers: {
      ...NO_STORE,
      'Content-Type': file.mimeType,
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Security-Policy': DOWNLOAD_CSP,
    },
  })
}
