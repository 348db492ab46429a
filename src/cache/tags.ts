// Cache tags shared by the data layer (which tags what it reads) and the
// collection hooks (which revalidate what they change). One name, one place.
export const TAGS = {
  settings: 'settings',
  menu: 'menu',
  home: 'home',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  news: 'news',
  newsItem: (slug: string) => `news:${slug}`,
  events: 'events',
  event: (slug: string) => `event:${slug}`,
  /** Expired by every sign-up, cancellation and staff delete: the places left on the event's page. */
  eventPlaces: (id: number | string) => `event-places:${id}`,
  partners: 'partners',
  partner: (slug: string) => `partner:${slug}`,
  galleries: 'galleries',
  gallery: (slug: string) => `gallery:${slug}`,
  clubs: 'clubs',
  team: 'team',
  members: 'members',
  faculties: 'faculties',
  programs: 'programs',
  categories: 'categories',
  redirects: 'redirects',
  documents: 'documents',
  offices: 'offices',
  /** Expired when a media file changes: nothing renders from it; other instances drop their optimised images (src/cache/imageMemo.ts). */
  media: 'media',
} as const
