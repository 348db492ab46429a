// POST /api/staff-notices/:id/dismiss — the one change staff make to a notice: it is hidden for
// everyone, with who dismissed it and when kept on the notice.
import { type Endpoint, Forbidden, NotFound, UnauthorizedError } from 'payload'

export const dismissNoticeEndpoint: Endpoint = {
  path: '/:id/dismiss',
  method: 'post',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) throw new NotFound(req.t)
    // Only a notice this person may read may be dismissed by them.
    const { docs } = await req.payload.find({
      collection: 'staff-notices',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const notice = docs[0]
    if (!notice) throw new NotFound(req.t)
    if (req.user.collection !== 'users') throw new Forbidden(req.t)
    const dismissed = notice.dismissedAt
      ? notice
      : await req.payload.update({
          collection: 'staff-notices',
          id,
          data: { dismissedAt: new Date().toISOString(), dismissedBy: req.user.id as number },
          overrideAccess: true,
          req,
        })
    return Response.json({ id, dismissedAt: dismissed.dismissedAt }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
