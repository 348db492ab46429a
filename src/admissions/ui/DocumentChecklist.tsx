// The status page's checklist of an application's documents: each one received, waiting for a new
// file (with the admissions office's reason), or replaced. Words come from the page (labels).
import type { DocumentState } from '@/admissions/shared/documentStates'

export type ChecklistEntry = { document: string; state: DocumentState; reason: string | null; label?: string }
export type ChecklistLabels = { heading: string; reason: string; action: string; states: Record<DocumentState, string>; documents: Record<string, string> }

const CHIPS: Record<DocumentState, { chip: string; mark: string }> = {
  received: { chip: 'bg-emerald-50 text-emerald-900 ring-emerald-600', mark: '✓' },
  needs_replacement: { chip: 'bg-amber-100 text-amber-950 ring-amber-600', mark: '!' },
  replaced: { chip: 'bg-sky-50 text-sky-900 ring-sky-600', mark: '↻' },
}

/** "Additional documents (2)" where a kind appears more than once. */
function names(entries: ChecklistEntry[], labels: ChecklistLabels): string[] {
  const total = new Map<string, number>()
  for (const entry of entries) total.set(entry.document, (total.get(entry.document) ?? 0) + 1)
  const seen = new Map<string, number>()
  return entries.map((entry) => {
    const name = labels.documents[entry.document] ?? entry.label ?? entry.document
    const index = (seen.get(entry.document) ?? 0) + 1
    seen.set(entry.document, index)
    return (total.get(entry.document) ?? 1) > 1 ? `${name} (${index})` : name
  })
}

export function DocumentChecklist({ entries, labels }: { entries: ChecklistEntry[]; labels: ChecklistLabels }) {
  if (entries.length === 0) return null
  const titles = names(entries, labels)
  return (
    <section aria-labelledby="checklist-heading" className="mt-6" data-testid="document-checklist">
      <h3 id="checklist-heading" className="font-semibold text-slate-900">
        {labels.heading}
      </h3>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {entries.map((entry, index) => {
          const { chip, mark } = CHIPS[entry.state]
          return (
            <li key={`${entry.document}-${index}`} className="px-4 py-3" data-testid="checklist-item" data-document={entry.document} data-state={entry.state}>
              {/* Stacked on a phone, so every chip starts at the same place; side by side from sm. */}
              <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <span className="font-medium text-slate-900">{titles[index]}</span>
                <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${chip}`}>
                  <span aria-hidden="true">{mark}</span>
                  {labels.states[entry.state]}
                </span>
              </div>
              {entry.state === 'needs_replacement' && (
                <div className="mt-3 rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-slate-800">
                  {entry.reason && (
                    <p className="whitespace-pre-line break-words" data-testid="checklist-reason">
                      {labels.reason.replace('{reason}', entry.reason)}
                    </p>
                  )}
                  <p className="mt-1 text-slate-700">{labels.action}</p>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
