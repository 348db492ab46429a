// Whether an event takes a sign-up now and what the visitor is offered: one rule for the page
// (which shows it) and the route (which holds to it). Browser-safe.

export type RegistrationSettings = { open: boolean; capacity: number | null; waitingList: boolean; closesAt: string | null }

export type Availability = { kind: 'open'; placesLeft: number } | { kind: 'waitingList' } | { kind: 'full' } | { kind: 'closed' }

/** When sign-ups stop: the editor's closing time, else the start of the event, whichever comes first. */
export function closesAt(settings: RegistrationSettings, startsAt: string): Date {
  const start = new Date(startsAt)
  const closing = settings.closesAt ? new Date(settings.closesAt) : start
  return closing < start ? closing : start
}

/** What a sign-up made now would get, given the places already taken. */
export function availability(settings: RegistrationSettings, startsAt: string, taken: number, now = new Date()): Availability {
  if (!settings.open || !settings.capacity || now >= closesAt(settings, startsAt)) return { kind: 'closed' }
  const placesLeft = settings.capacity - taken
  if (placesLeft > 0) return { kind: 'open', placesLeft }
  return settings.waitingList ? { kind: 'waitingList' } : { kind: 'full' }
}
