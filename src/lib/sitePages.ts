// The site's pages that exist whatever the content: the lists, forms and tools. The sitemap lists
// the first group; the redirect checks (src/redirects/answers.ts) take all of them as pages.

/** Pages for search engines (each in every language, in the sitemap). */
export const LISTED_PAGES = [
  '/',
  '/news',
  '/events',
  '/events/archive',
  '/partners',
  '/gallery',
  '/clubs',
  '/team',
  '/faculties',
  '/documents',
  '/contact',
  '/form',
  '/studentConsole',
  '/get-contract',
] as const

/** Pages too, kept out of the sitemap: a list with no content of its own, results, and the pages a link in an e-mail opens. */
export const UNLISTED_PAGES = ['/static', '/search', '/replace-document', '/newsletter/confirm', '/newsletter/unsubscribe'] as const
