// Pure helpers over the menu tree; no Payload here, so unit tests and client components can use them.
export type MenuItem = {
  id: string
  title: string
  slug: string
  /** Where the item links; null when it only opens its submenu. */
  href: string | null
  group: string | null
  hasCategory: boolean
  children: MenuItem[]
}

type RawItem = {
  id?: string | null
  title?: string | null
  slug?: string | null
  path?: string | null
  group?: string | null
  hasCategory?: boolean | null
  children?: RawItem[] | null
  /** The third level is stored under its own name (a database naming limit). */
  grandchildren?: RawItem[] | null
}

/** Items with children open a submenu; others link to their path override, else to /static/{slug}. */
export function toMenuTree(items: RawItem[] | null | undefined): MenuItem[] {
  return (items ?? []).map((item) => {
    const children = toMenuTree(item.children ?? item.grandchildren)
    const slug = item.slug ?? ''
    return {
      id: item.id ?? slug,
      title: item.title ?? slug,
      slug,
      href: children.length ? null : item.path?.trim() || `/static/${slug}`,
      group: item.group ?? null,
      hasCategory: Boolean(item.hasCategory),
      children,
    }
  })
}

/** The chain of items from the top level down to the one with this slug, or [] if absent. */
export function findTrail(items: MenuItem[], slug: string): MenuItem[] {
  for (const item of items) {
    if (item.slug === slug) return [item]
    const below = findTrail(item.children, slug)
    if (below.length) return [item, ...below]
  }
  return []
}

/**
 * The menu with `listed` under the top-level item that links to `href` and has no submenu of its
 * own: the full menu shows each faculty under *Faculties*, which stays a link to the list.
 */
export function listUnder(items: MenuItem[], href: string, listed: MenuItem[]): MenuItem[] {
  return items.map((item) => (item.href === href && !item.children.length ? { ...item, children: listed } : item))
}
