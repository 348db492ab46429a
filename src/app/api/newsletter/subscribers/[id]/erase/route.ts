import { eraseRoute } from '@/trash/eraseRoute'

export const dynamic = 'force-dynamic'

/** POST /api/newsletter/subscribers/{id}/erase — a subscriber's erasure request, confirmed by the typed address. */
export const POST = eraseRoute('subscriber')
