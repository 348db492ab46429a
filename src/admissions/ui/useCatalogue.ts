'use client'
// The form's lists (degrees, forms of study, directions, regions) from the catalogue calls
// of docs/admissions-api.md. Each list is fetched once per address and page view.
import { useCallback, useEffect, useState } from 'react'

import { compatLocaleCodes, type Locale } from '@/i18n/locales'
import { TIME_ZONE } from '@/lib/dates'

import type { AdmissionPeriod } from '@/admissions/shared/periods'
import type { Values } from '@/admissions/shared/fields'

/** A choice; `closed` when it is offered but takes no applications now (shown, not choosable). */
export type Option = { id: string; name: string; group?: string; closed?: AdmissionPeriod }
/** `options` can be chosen; `all` adds the closed ones, in the catalogue's order, for showing. */
export type OptionList = { status: 'idle' | 'loading' | 'ready' | 'failed'; options: Option[]; all: Option[]; reload: () => void }

const loaded = new Map<string, Option[]>()

type Item = { id: number | string; name: string; faculty?: string; open?: boolean; opens_at?: string | null; closes_at?: string | null; time_zone?: string }

async function fetchOptions(url: string, signal: AbortSignal): Promise<Option[]> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  const json = (await response.json()) as { data?: Item[] }
  return (json.data ?? []).map((item) => ({
    id: String(item.id),
    name: item.name,
    ...(item.faculty ? { group: item.faculty } : {}),
    // The server decides what is open, by its clock; the device's may be wrong.
    ...(item.open === false ? { closed: { opensAt: item.opens_at ?? null, closesAt: item.closes_at ?? null, timeZone: item.time_zone || TIME_ZONE } } : {}),
  }))
}

const choosable = (options: Option[]) => options.filter((option) => !option.closed)

function useOptions(url: string | null): OptionList {
  const [state, setState] = useState<{ url: string | null; status: OptionList['status']; options: Option[] }>({ url: null, status: 'idle', options: [] })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!url) return
    const cached = loaded.get(url)
    if (cached) {
      setState({ url, status: 'ready', options: cached })
      return
    }
    const controller = new AbortController()
    setState({ url, status: 'loading', options: [] })
    fetchOptions(url, controller.signal).then(
      (options) => {
        loaded.set(url, options)
        setState({ url, status: 'ready', options })
      },
      () => !controller.signal.aborted && setState({ url, status: 'failed', options: [] }),
    )
    return () => controller.abort()
  }, [url, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  if (!url) return { status: 'idle', options: [], all: [], reload }
  // Until the effect for a new address has run, the previous list must not show.
  if (state.url !== url) return { status: 'loading', options: [], all: [], reload }
  return { status: state.status, options: choosable(state.options), all: state.options, reload }
}

export type Catalogue = Record<'degree' | 'study_form' | 'faculty' | 'region', OptionList>

/** Each list filtered by the choices before it: degree → form of study → direction. */
export function useCatalogue(locale: Locale, values: Pick<Values, 'degree' | 'study_form'>): Catalogue {
  const base = `/${compatLocaleCodes[locale]}/api`
  const program = encodeURIComponent(values.degree)
  const study = encodeURIComponent(values.study_form)
  // closed=1: directions closed for applications come too, to be shown with their dates.
  return {
    degree: useOptions(`${base}/select/program?closed=1`),
    study_form: useOptions(values.degree ? `${base}/select/study?program=${program}&closed=1` : null),
    faculty: useOptions(values.degree && values.study_form ? `${base}/select/facultet?program=${program}&study=${study}&closed=1` : null),
    region: useOptions(`${base}/regions`),
  }
}
