// /events/archive?category=…&month=…&page=N, rewritten here by next.config.ts (src/components/lists/eventsViewRoute.tsx).
import { eventsViewRoute } from '@/components/lists/eventsViewRoute'

const route = eventsViewRoute(true)

export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
