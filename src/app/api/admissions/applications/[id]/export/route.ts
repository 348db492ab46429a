import { applicantArchive } from '@/admissions/server/applicantArchive'
import { audit } from '@/admissions/server/audit'
import { admissionsStaff } from '@/admissions/server/staff'
import { getPayloadClient } from '@/data/payload'
import { errors, NO_STORE } from '@/lib/apiAnswers'

export const dynamic = 'force-dynamic'

/** GET /api/admissions/applications/{id}/export — everything held on one applicant as a ZIP, for admissions staff. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^\d{1,12}$/.test(id)) return errors(404, [{ message: 'No such application.' }])
  const payload = await getPayloadClient()
  const staff = await admissionsStaff(payload, request.headers)
  if (!staff.ok) return staff.response
  const archive = await applicantArchive(payload, id, staff.user)
  if (!archive) return errors(404, [{ message: 'No such application.' }])
  await audit(payload, { user: staff.user, action: 'export', application: archive.number })
  return new Response(archive.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${archive.name}"`,
      'Content-Length': String(archive.bytes.byteLength),
    },
  })
}
