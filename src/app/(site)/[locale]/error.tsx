'use client'
// Shown when rendering a page fails: a plain message and a way home, never a stack trace.
import { useErrorLabels } from '@/components/ErrorLabels'

export default function ErrorView({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const labels = useErrorLabels()
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" data-testid="error-view">
      <h1 className="text-3xl font-bold text-slate-900">{labels.heading}</h1>
      <p className="mt-3 text-slate-600">{labels.text}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700">
          {labels.retry}
        </button>
        <a href={labels.homeHref} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          {labels.home}
        </a>
      </div>
    </main>
  )
}
