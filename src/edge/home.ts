// The production server's `/`: the language of the home page chosen before Next
// (src/i18n/home.ts decides it for the proxy and nginx too).
import type { IncomingMessage, ServerResponse } from 'node:http'

import { chooseHomeLanguage, localeCookie } from '@/i18n/home'
import { defaultLocale, LOCALE_COOKIE, localizePath } from '@/i18n/locales'

/**
 * Set by the production server on the English home it passes to Next as `/en`: the redirect
 * of `/en` to `/` (next.config.ts) is for visitors, not for this. Dropped from every request.
 */
export const HOME_HEADER = 'x-campus-home'

const cookieValue = (header: string | undefined, name: string) => {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/**
 * The production server's `/`: another language is a 307 to its home; English is passed on to
 * Next as `/en` (the same page the proxy rewrote to), without running the proxy, which cost a
 * cached home page about a millisecond of CPU (docs/decisions/017-cache-hit-cost.md). Returns
 * true when it answered.
 */
export function routeHome(req: IncomingMessage, res: ServerResponse): boolean {
  delete req.headers[HOME_HEADER]
  const url = req.url ?? ''
  if (url !== '/' && !url.startsWith('/?')) return false
  const search = url.slice(1)
  const choice = chooseHomeLanguage(cookieValue(req.headers.cookie, LOCALE_COOKIE), req.headers['accept-language'])
  // Secure over HTTPS (nginx says so in X-Forwarded-Proto); plain HTTP on a laptop keeps it.
  if (!choice.remembered) res.setHeader('Set-Cookie', localeCookie(choice.locale, req.headers['x-forwarded-proto'] === 'https'))
  if (choice.locale !== defaultLocale) {
    res.writeHead(307, { Location: `${localizePath(choice.locale, '/')}${search}` })
    res.end()
    return true
  }
  req.url = `/${defaultLocale}${search}`
  req.headers[HOME_HEADER] = '1'
  return false
}
