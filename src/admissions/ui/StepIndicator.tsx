// The four states of an application: three working steps and "done".
import type { FormText } from './labels'

type Props = { current: 1 | 2 | 3 | 4; text: FormText }

const KEYS = ['program', 'personal', 'review', 'done'] as const

export function StepIndicator({ current, text }: Props) {
  return (
    <div className="mb-8" data-testid="step-indicator">
      <ol aria-label={text.stepsLabel} className="isolate flex items-start">
        {KEYS.map((key, index) => {
          const number = index + 1
          const state = number < current ? 'complete' : number === current ? 'current' : 'upcoming'
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 && (
                <span aria-hidden="true" className={`absolute right-1/2 top-4 -z-10 h-0.5 w-full ${number <= current ? 'bg-brand-700' : 'bg-slate-200'}`} />
              )}
              <span
                aria-hidden="true"
                className={`grid size-8 place-items-center rounded-full text-sm font-bold ring-4 ring-white ${
                  state === 'upcoming' ? 'bg-slate-200 text-slate-600' : state === 'current' ? 'bg-brand-700 text-white' : 'bg-emerald-600 text-white'
                }`}
              >
                {state === 'complete' ? '✓' : number}
              </span>
              <span
                className={`text-xs sm:text-sm ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'} ${state === 'current' ? '' : 'max-sm:sr-only'}`}
              >
                {text.steps[key]}
                {state === 'complete' && <span className="sr-only"> ({text.stepDone})</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
