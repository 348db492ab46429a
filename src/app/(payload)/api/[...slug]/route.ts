import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { checkedRest } from '@/security/restQuery'

// Ids, paging and `where` values are checked first: a malformed one is a 400, never a database error.
export const GET = checkedRest(config, REST_GET(config))
export const POST = checkedRest(config, REST_POST(config))
export const DELETE = checkedRest(config, REST_DELETE(config))
export const PATCH = checkedRest(config, REST_PATCH(config))
export const PUT = checkedRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
