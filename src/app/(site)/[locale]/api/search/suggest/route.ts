import { answerSearchRequest } from '@/search/server/api'
import { sharedReadConnection } from '@/database/connections'

/** GET /{en|ru|oz|uz}/api/search/suggest?q= — titles for the search box's suggestions. */
export const GET = (request: Request) => answerSearchRequest(sharedReadConnection())(request)
