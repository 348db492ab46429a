import { answerCompat } from '@/compat/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ locale: string; path: string[] }> }

/** GET /{en|ru|oz|uz}/api/… — the original front end's JSON calls (src/compat, docs/compat-api.md). */
const handle = async (request: Request, { params }: Context) => {
  const { locale, path } = await params
  return answerCompat(request, locale, path)
}

export { handle as GET, handle as HEAD, handle as OPTIONS, handle as POST }
