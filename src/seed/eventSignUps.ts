// The demo's sign-ups: three upcoming events take them on the site (one with plenty of places,
// one with three left, one full with people waiting); the others take none and show no Register
// button. The people are made up, at addresses of the reserved example.uz domain.
import type { Payload } from 'payload'

type SignUps = { capacity: number; taken: number; waiting: number }

export const SEED_SIGN_UPS: Record<string, SignUps> = {
  'open-day-2026': { capacity: 120, taken: 8, waiting: 0 },
  'hackathon-2026': { capacity: 30, taken: 27, waiting: 0 },
  'international-conference': { capacity: 24, taken: 24, waiting: 3 },
}

/** The event's settings as the seed stores them: sign-ups on, or off. */
export const registrationOf = (slug: string) => {
  const signUps = SEED_SIGN_UPS[slug]
  return signUps ? { open: true, capacity: signUps.capacity, waitingList: true, closesAt: null } : { open: false }
}

const FIRST = ['Aziz', 'Dilnoza', 'Jasur', 'Madina', 'Otabek', 'Nilufar', 'Sardor', 'Kamola', 'Bekzod', 'Shahnoza', 'Timur', 'Gulnora']
const LAST = ['Karimov', 'Yusupova', 'Rakhimov', 'Saidova', 'Tursunov', 'Aliyeva', 'Ergashev', 'Nazarova']

/** The made-up people signed up for one event, idempotently (one address, one sign-up). */
export async function seedEventSignUps(payload: Payload, eventId: number, slug: string) {
  const signUps = SEED_SIGN_UPS[slug]
  if (!signUps) return
  const people = signUps.taken + signUps.waiting
  for (let n = 0; n < people; n++) {
    const email = `${slug}-guest-${n + 1}@example.uz`
    const known = await payload.count({
      collection: 'event-registrations',
      where: { event: { equals: eventId }, email: { equals: email } },
      overrideAccess: true,
    })
    if (known.totalDocs > 0) continue
    await payload.create({
      collection: 'event-registrations',
      data: {
        event: eventId,
        name: `${FIRST[n % FIRST.length]} ${LAST[(n * 3) % LAST.length]}`,
        email,
        locale: (['uz', 'ru', 'en'] as const)[n % 3],
        state: n < signUps.taken ? 'confirmed' : 'waiting',
      },
      overrideAccess: true,
      context: { skipRevalidate: true },
      depth: 0,
    })
  }
}
