import { eraseRoute } from '@/trash/eraseRoute'

export const dynamic = 'force-dynamic'

/** POST /api/admissions/applications/{id}/erase — an applicant's erasure request, confirmed by the typed number. */
export const POST = eraseRoute('application')
