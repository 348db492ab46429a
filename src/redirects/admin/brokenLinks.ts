// The redirects and menu items whose target does not answer with a page, judged from the site's
// own routes and content (src/redirects/answers.ts), for the report on the admin home.
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Menu } from '@/payload-types'

import { judgePaths } from '../answers'

export type BrokenLink = { kind: 'redirect' | 'menu'; label: string; target: string; href: string }

type MenuItem = NonNullable<Menu['items']>[number]
type AnyItem = Pick<MenuItem, 'title' | 'slug' | 'path'> & { children?: AnyItem[] | null; grandchildren?: AnyItem[] | null }

/** Menu items that are links (an item with children opens a submenu instead), with where they lead. */
function menuLinks(items: AnyItem[] | null | undefined, trail: string[] = []): { label: string; target: string }[] {
  return (items ?? []).flatMap((item) => {
    const label = [...trail, item.title ?? item.slug].join(' › ')
    const children = item.children ?? item.grandchildren
    if (children?.length) return menuLinks(children, [...trail, item.title ?? item.slug])
    return [{ label, target: item.path?.trim() || `/static/${item.slug}` }]
  })
}

export async function findBrokenLinks(payload: Payload, locale: Locale): Promise<BrokenLink[]> {
  const admin = payload.config.routes.admin
  const { docs: redirects } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: 'from',
    select: { from: true, locale: true, resolved: true, gone: true },
  })
  const menu = await payload.findGlobal({ slug: 'menu', depth: 0, locale, overrideAccess: true })
  const links = menuLinks(menu.items as AnyItem[])
  const verdicts = await judgePaths(payload, [...redirects.map((redirect) => redirect.resolved ?? ''), ...links.map((link) => link.target)])
  const broken: BrokenLink[] = []
  for (const redirect of redirects) {
    if (!redirect.gone && verdicts.get(redirect.resolved ?? '') !== 'missing') continue
    const from = redirect.locale === 'all' ? redirect.from : `/${redirect.locale}${redirect.from}`
    broken.push({ kind: 'redirect', label: from, target: redirect.resolved ?? '', href: `${admin}/collections/redirects/${redirect.id}` })
  }
  for (const link of links) {
    if (verdicts.get(link.target) === 'missing') broken.push({ kind: 'menu', label: link.label, target: link.target, href: `${admin}/globals/menu` })
  }
  return broken
}
