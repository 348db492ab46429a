// A status as a colour chip, in the tone the shared statuses give it (../shared/statuses.ts):
// green approved; yellow received / in consideration; red not confirmed / rejected.
import { isStatus, statusTone, type Tone } from '@/admissions/shared/statuses'

const COLOURS: Record<Tone, { chip: string; dot: string }> = {
  green: { chip: 'bg-emerald-100 text-emerald-900 ring-emerald-600', dot: 'bg-emerald-600' },
  yellow: { chip: 'bg-amber-100 text-amber-900 ring-amber-500', dot: 'bg-amber-500' },
  red: { chip: 'bg-red-100 text-red-900 ring-red-600', dot: 'bg-red-600' },
}

export function ApplicationStatusBadge({ status, label }: { status: string; label: string }) {
  const { chip, dot } = COLOURS[statusTone(isStatus(status) ? status : 'not_confirmed')]
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 font-semibold ring-1 ring-inset ${chip}`}
      data-testid="status-chip"
      data-status={status}
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
      {label}
    </span>
  )
}
