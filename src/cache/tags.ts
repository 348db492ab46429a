// Cache tags shared by the data layer (which tags what it reads) and the
// collection hooks (which revalidate what they change). One name, one place.
export const TAGS = {
  settings: 'settings',
  menu: 'menu',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
} as const
