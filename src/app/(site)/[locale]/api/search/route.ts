import { answerSearchRequest } from '@/search/server/api'
import { sharedReadConnection } from '@/database/connections'

/** GET /{en|ru|oz|uz}/api/search?q=&type=&page= — the site search as JSON (docs/search.md). */
export const GET = (request: Request) => answerSearchRequest(sharedReadConnection())(request)
