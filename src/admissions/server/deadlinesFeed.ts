// The admission deadlines as calendar events: when applications open and close, for what is
// still ahead. Programmes of one degree sharing a moment make one event named after the degree
// (the programmes in its description), so a calendar shows "Applications close: Bachelor's" once,
// not once per programme; a programme with dates of its own gets its own event.
import type { CalendarEvent } from '@/lib/ical'

import { admissionState, type AdmissionPeriod } from '@/admissions/shared/periods'

export type FeedProgramme = { id: number; name: string; degreeId: number | null; degree: string; offered: boolean; period: AdmissionPeriod; url: string }
type Words = (key: 'closesEvent' | 'opensEvent' | 'programmeName', values: Record<string, string>) => string

/** A closing is worth a reminder this many days before. */
export const REMIND_DAYS_BEFORE = 3

const stamp = (iso: string) => iso.replace(/[-:]/g, '').slice(0, 13)

export function deadlineEvents(
  programmes: FeedProgramme[],
  { now = new Date(), host, formUrl, words }: { now?: Date; host: string; formUrl: string; words: Words },
): CalendarEvent[] {
  const groups = new Map<string, { kind: 'opens' | 'closes'; at: string; degreeId: number | null; members: FeedProgramme[] }>()
  const add = (kind: 'opens' | 'closes', at: string | null, programme: FeedProgramme) => {
    if (!at || Date.parse(at) <= now.getTime()) return
    const key = `${kind}|${Date.parse(at)}|${programme.degreeId}`
    const group = groups.get(key) ?? { kind, at, degreeId: programme.degreeId, members: [] }
    group.members.push(programme)
    groups.set(key, group)
  }
  for (const programme of programmes) {
    const state = admissionState(programme.offered, programme.period, now)
    if (state === 'upcoming') add('opens', programme.period.opensAt, programme)
    if (state === 'upcoming' || state === 'open') add('closes', programme.period.closesAt, programme)
  }
  return [...groups.values()]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.degreeId ?? 0) - (b.degreeId ?? 0))
    .map(({ kind, at, degreeId, members }) => {
      const [first] = members
      const several = members.length > 1
      // Several programmes: the degree's name, the programmes in the description.
      const name = several ? first.degree : words('programmeName', { name: first.name, degree: first.degree })
      const who = several ? `degree-${degreeId}` : `programme-${first.id}`
      return {
        uid: `admissions-${kind}-${who}-${stamp(at)}@${host}`,
        title: words(kind === 'closes' ? 'closesEvent' : 'opensEvent', { name }),
        description: members.length > 1 ? members.map((member) => member.name).join('\n') : null,
        start: at,
        url: members.length === 1 ? first.url : formUrl,
        moment: true,
        remindDaysBefore: kind === 'closes' ? REMIND_DAYS_BEFORE : undefined,
      }
    })
}
