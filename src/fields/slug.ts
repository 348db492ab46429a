import type { CollectionSlug, Field, FieldHook, Payload, PayloadRequest } from 'payload'

import { ours } from '@/i18n/admin/ours'

import { firstFreeSlug, type SlugLanguage, slugify } from './slugify'

const language = (locale: unknown): SlugLanguage => (locale === 'uz' || locale === 'en' ? locale : 'ru')

/** Slugs in `collection` that start like `base`, other than the document's own. */
async function slugsLike(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: CollectionSlug,
  base: string,
  ownId: unknown,
): Promise<string[]> {
  const found = await payload.find({
    collection,
    where: { slug: { like: base } },
    select: { slug: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    trash: true,
    req,
  })
  return found.docs.filter((doc) => doc.id !== ownId).map((doc) => String((doc as { slug?: unknown }).slug))
}

/** `wanted`, or the next free `wanted-2`, `wanted-3`… in the collection (`known`: taken as well, seen or not). */
export async function nextFreeSlug(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: CollectionSlug,
  wanted: string,
  ownId?: unknown,
  known: string[] = [],
): Promise<string> {
  const base = wanted.replace(/-\d+$/, '') || wanted
  const taken = [...known, ...(await slugsLike(payload, req, collection, base, ownId))]
  return taken.includes(wanted) ? firstFreeSlug(base, taken) : wanted
}

/**
 * Fills an empty slug from the title (in whichever language the editor wrote first), by that
 * language's spelling, and moves it to the next free number when another document has it.
 */
const fromTitle =
  (titleField: string, sharedWith: CollectionSlug[]): FieldHook =>
  async ({ value, data, originalDoc, req, collection }) => {
    let slug: string | undefined
    if (typeof value === 'string' && value.trim()) {
      slug = slugify(value, language(req.locale))
    } else {
      const title = data?.[titleField] ?? originalDoc?.[titleField]
      if (typeof title === 'string') slug = slugify(title, language(req.locale))
      else if (title && typeof title === 'object') {
        const [locale, text] = Object.entries(title as Record<string, unknown>).find(([, text]) => typeof text === 'string' && text) ?? []
        if (typeof text === 'string') slug = slugify(text, language(locale))
      }
    }
    if (!slug) return value
    if (!collection || slug === originalDoc?.slug) return slug
    const own = collection.slug as CollectionSlug
    const base = slug.replace(/-\d+$/, '') || slug
    const others = sharedWith.filter((other) => other !== own)
    const takenElsewhere = (await Promise.all(others.map((other) => slugsLike(req.payload, req, other, base, undefined)))).flat()
    return nextFreeSlug(req.payload, req, own, slug, originalDoc?.id, takenElsewhere)
  }

/**
 * One slug per document, shared by its three languages, unique in its collection: the database's
 * unique index decides, and a save that loses a race retries with the next number
 * (src/fields/slugRetry.ts). `sharedWith`: collections whose pages live at the same addresses
 * (staff and council members under /team/): a slug one of them has is taken here too.
 */
export const slugField = (titleField = 'title', sharedWith: CollectionSlug[] = []): Field => ({
  name: 'slug',
  label: { en: 'Address (slug)', ru: 'Адрес (slug)', uz: 'Manzil (slug)' },
  type: 'text',
  index: true,
  unique: true,
  admin: {
    position: 'sidebar',
    description: {
      en: 'Address of the page; filled from the title when left empty. Same in every language. A taken address gets the next number (-2, -3…).',
      ru: 'Адрес страницы; если оставить пустым, составится из заголовка. Один для всех языков. Если адрес занят, к нему добавится следующий номер (-2, -3…).',
      uz: 'Sahifa manzili; boʻsh qoldirilsa, sarlavhadan olinadi. Barcha tillarda bir xil. Band manzilga keyingi raqam qoʻshiladi (-2, -3…).',
    },
  },
  hooks: { beforeValidate: [fromTitle(titleField, sharedWith)] },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) || ours(req.t)('fieldChecks:slug'),
})
