// Security headers sent with every response (wired in next.config.ts).
// The counters' hosts are allowed because Settings may switch them on; their loaders are only
// added to a page after the visitor accepts (src/components/consent). One cached page serves
// visitors who agreed and who did not, so the policy cannot differ between them
// (docs/decisions/026-consent-before-counters.md). Only what the two counters fetch is listed, and
// the server drops these hosts from pages that have no counter (src/edge/page/policy.ts).
// Relative: next.config.ts loads this file without the project's path aliases.
import { MAP_ORIGINS } from '../lib/maps'

export const analytics = {
  script: ['https://mc.yandex.ru', 'https://www.googletagmanager.com'],
  connect: ['https://mc.yandex.ru', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://mc.yandex.ru', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
}

/** Every source the counters add to the policy; a page without counters is sent without them. */
export const COUNTER_SOURCES = new Set([...analytics.script, ...analytics.connect, ...analytics.img])

/** The site's frames: its own pages, YouTube's privacy-enhanced player and the map providers. */
const SITE_FRAMES = ["'self'", 'https://www.youtube-nocookie.com', ...MAP_ORIGINS]

/**
 * The policy of the site's pages; `frames` replaces what they may frame (the admin frames only
 * the site's own pages, for live preview).
 */
export function contentSecurityPolicy(isDev: boolean, frames: string[] = SITE_FRAMES): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // In production the server adds the hash of each inline script of the page it sends
    // (src/edge/page/policy.ts); only the dev server, which runs without it, allows any.
    'script-src': ["'self'", ...(isDev ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...analytics.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...analytics.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : []), ...analytics.connect],
    // Editors may link a banner or gallery video file at any https:// address (src/lib/video.ts);
    // a video or audio element runs nothing.
    'media-src': ["'self'", 'blob:', 'https:'],
    // Videos play only in YouTube's privacy-enhanced player (youtube-nocookie.com). Maps come from
    // the providers Settings accepts (src/lib/maps.ts); the server keeps, on each page, only the
    // one that page shows (src/edge/page/policy.ts).
    'frame-src': frames,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * The admin's policy: the site's, framing nothing but this origin's own pages (live preview of
 * the page being edited, src/lib/preview.ts), and without the counters' hosts, which it never loads.
 */
export function adminContentSecurityPolicy(isDev: boolean): string {
  return withoutSources(contentSecurityPolicy(isDev, ["'self'"]), (token) => COUNTER_SOURCES.has(token))
}

/** The policy with every source `drop` names taken out of every directive. */
export function withoutSources(policy: string, drop: (token: string) => boolean): string {
  return policy
    .split(';')
    .map((directive) =>
      directive
        .split(' ')
        .filter((token) => !drop(token))
        .join(' '),
    )
    .join(';')
}

/** The admin's pages: next.config.ts gives them adminContentSecurityPolicy instead of the site's. */
export const ADMIN_ROUTES = ['/admin', '/admin/:path*']

/** For files people download or open directly (applicants' documents, media): nothing runs. */
export const DOWNLOAD_CSP = "default-src 'none'; sandbox"

/** Routes that serve such files; next.config.ts gives them DOWNLOAD_CSP instead of the site's. Public documents too: a PDF opens in the browser, sandboxed. */
export const DOWNLOAD_ROUTES = [
  '/api/admissions/files/:id',
  '/api/admissions/applications/:id/export',
  '/api/media/file/:path*',
  '/api/videos/file/:path*',
  '/api/documents/file/:path*',
]

export function securityHeaders(isProduction: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(!isProduction) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

/** The same headers as one object, for answers the production server writes itself. */
export function siteHeaders(isProduction = process.env.NODE_ENV === 'production'): Record<string, string> {
  return Object.fromEntries(securityHeaders(isProduction).map(({ key, value }) => [key, value]))
}
