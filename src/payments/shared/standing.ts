// What an invoice asks for now, worked out from its instalments and what has been paid: pure, so
// the providers' endpoints, the pages and the bursar's list read one rule. Amounts are whole soʻm.

export type Instalment = { amount: number; dueDate: string }
export type PlanRow = { share: number; dueDate: string }

export type Standing = {
  total: number
  paid: number
  /** What is left of the whole invoice. */
  remaining: number
  /** What is left of the earliest instalment not yet covered; 0 when everything is paid. */
  nextAmount: number
  /** That instalment's date (YYYY-MM-DD); null when everything is paid. */
  nextDueDate: string | null
  state: 'unpaid' | 'part_paid' | 'paid'
  /** Each instalment with what of it is covered, earliest first. */
  instalments: (Instalment & { covered: number })[]
}

const byDate = (a: Instalment, b: Instalment) => a.dueDate.localeCompare(b.dueDate)

/**
 * The invoice's instalments from the office's plan: each row's share of the total (percent),
 * rounded down to whole soʻm, the last taking what rounding left. No plan: one instalment, all of
 * it by `fallbackDue`.
 */
export function planInstalments(total: number, plan: PlanRow[], fallbackDue: string): Instalment[] {
  const rows = plan.filter((row) => row.share > 0).sort((a, b) => a.dueDate.localeCompare(b.dueDate))
  const shares = rows.reduce((sum, row) => sum + row.share, 0)
  if (rows.length === 0 || Math.abs(shares - 100) > 0.001) return [{ amount: total, dueDate: fallbackDue }]
  let given = 0
  return rows.map((row, i) => {
    const amount = i === rows.length - 1 ? total - given : Math.floor((total * row.share) / 100)
    given += amount
    return { amount, dueDate: row.dueDate }
  })
}

export function standingOf(total: number, instalments: Instalment[], paid: number): Standing {
  const plan = instalments.length > 0 ? [...instalments].sort(byDate) : [{ amount: total, dueDate: '' }]
  let left = paid
  const covered = plan.map((instalment) => {
    const part = Math.min(instalment.amount, Math.max(0, left))
    left -= part
    return { ...instalment, covered: part }
  })
  const next = covered.find((instalment) => instalment.covered < instalment.amount)
  const remaining = Math.max(0, total - paid)
  return {
    total,
    paid,
    remaining,
    nextAmount: next ? Math.min(next.amount - next.covered, remaining) : 0,
    nextDueDate: remaining > 0 ? next?.dueDate || null : null,
    state: remaining === 0 ? 'paid' : paid > 0 ? 'part_paid' : 'unpaid',
    instalments: covered,
  }
}

/** The amounts a provider may take now: the next instalment's rest, or everything left. */
export function acceptableAmounts(standing: Standing): number[] {
  return [...new Set([standing.nextAmount, standing.remaining])].filter((amount) => amount > 0)
}

/** Past its date (campus day, YYYY-MM-DD) and not paid. */
export const isOverdue = (standing: Pick<Standing, 'nextDueDate'>, today: string) => standing.nextDueDate !== null && standing.nextDueDate < today

/** Payme counts in tiyin, a hundredth of a soʻm. */
export const toTiyin = (soum: number) => Math.round(soum * 100)
