// A status as a colour chip: green approved; yellow received / in consideration; red not confirmed / rejected.
export type ApplicationStatus = 'not_confirmed' | 'received' | 'in_consideration' | 'approved' | 'rejected'

const COLOURS: Record<ApplicationStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-600',
  received: 'bg-amber-100 text-amber-900 ring-amber-500',
  in_consideration: 'bg-amber-100 text-amber-900 ring-amber-500',
  not_confirmed: 'bg-red-100 text-red-900 ring-red-600',
  rejected: 'bg-red-100 text-red-900 ring-red-600',
}
const DOTS: Record<ApplicationStatus, string> = {
  approved: 'bg-emerald-600', received: 'bg-amber-500', in_consideration: 'bg-amber-500', not_confirmed: 'bg-red-600', rejected: 'bg-red-600',
}

export function ApplicationStatusBadge({ status, label }: { status: string; label: string }) {
  const known = (status in COLOURS ? status : 'not_confirmed') as ApplicationStatus
  return (
    <span className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 font-semibold ring-1 ring-inset ${COLOURS[known]}`} data-testid="status-chip" data-status={status}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${DOTS[known]}`} />
      {label}
    </span>
  )
}
