// Every text the admin shows from our configuration — collection and global names, groups,
// field labels, descriptions, tabs, select options, array rows — exists in English, Russian and
// Uzbek. A field left without a label would show a name Payload made up in English.
import config from '@payload-config'
import type { Field, SanitizedCollectionConfig, SanitizedGlobalConfig, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

const LANGUAGES = ['en', 'ru', 'uz']

// Names that read the same in Uzbek as in English.
const SAME_IN_UZBEK = new Set(['Telegram', 'Instagram', 'Facebook', 'YouTube', 'X', 'LinkedIn', 'Banner', 'Video', 'Payme', 'Click'])

type Found = { where: string; text: unknown }

/** Problems with one text: not in all three languages, empty, or Uzbek copied from English. */
function check({ where, text }: Found): string[] {
  if (typeof text === 'function') return [] // Payload's own, translated by the admin's language
  if (!text || typeof text !== 'object') return [`${where}: ${JSON.stringify(text)} is not in three languages`]
  const byLanguage = text as Record<string, unknown>
  const keys = Object.keys(byLanguage).sort()
  if (keys.join() !== LANGUAGES.join()) return [`${where}: has ${keys.join(', ')}`]
  const problems = LANGUAGES.filter((language) => typeof byLanguage[language] !== 'string' || !String(byLanguage[language]).trim()).map(
    (language) => `${where}: empty in ${language}`,
  )
  if (byLanguage.uz === byLanguage.en && !SAME_IN_UZBEK.has(String(byLanguage.en)))
    problems.push(`${where}: Uzbek copied from English (${String(byLanguage.en)})`)
  // The modern Latin orthography: oʻ, gʻ with U+02BB and the tutuq belgisi with U+02BC, never a quote mark.
  if (/[oOgG][‘’'`]|[a-zA-Z][‘’'`][a-z]/.test(String(byLanguage.uz))) problems.push(`${where}: Uzbek with a quote mark for ʻ or ʼ (${String(byLanguage.uz)})`)
  return problems
}

const isHidden = (field: Field) => {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return ('hidden' in field && field.hidden === true) || admin?.hidden === true || admin?.disabled === true
}

/** The texts of a list of fields, however nested. */
function fieldTexts(fields: Field[], where: string): Found[] {
  const found: Found[] = []
  for (const field of fields) {
    if (isHidden(field)) continue
    const name = 'name' in field ? field.name : field.type
    const here = `${where}.${name}`
    // Rows have no label of their own; every other field shows one (a UI field as its list column).
    if ('label' in field && field.label !== false) found.push({ where: `${here} label`, text: field.label })
    else if (field.type !== 'row' && field.type !== 'tabs' && !('label' in field)) found.push({ where: `${here} label`, text: undefined })
    const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
    if (description) found.push({ where: `${here} description`, text: description })
    if ((field.type === 'select' || field.type === 'radio') && field.options)
      for (const option of field.options)
        found.push({ where: `${here} option ${typeof option === 'string' ? option : option.value}`, text: typeof option === 'string' ? option : option.label })
    if (field.type === 'array') {
      found.push({ where: `${here} row (singular)`, text: field.labels?.singular }, { where: `${here} rows (plural)`, text: field.labels?.plural })
    }
    if (field.type === 'tabs') found.push(...field.tabs.flatMap((tab: Tab) => tabTexts(tab, here)))
    else if ('fields' in field && Array.isArray(field.fields)) found.push(...fieldTexts(field.fields, here))
  }
  return found
}

function tabTexts(tab: Tab, where: string): Found[] {
  const here = `${where}[${'name' in tab && tab.name ? tab.name : JSON.stringify(tab.label)}]`
  const found: Found[] = [{ where: `${here} label`, text: tab.label }]
  if (tab.description) found.push({ where: `${here} description`, text: tab.description })
  return [...found, ...fieldTexts(tab.fields, here)]
}

/** Payload's own collections and globals (preferences, migrations, jobs) are hidden from staff. */
const ours = (slug: string) => !slug.startsWith('payload-')

function collectionTexts(collection: SanitizedCollectionConfig): Found[] {
  const where = `collection ${collection.slug}`
  const found: Found[] = [
    { where: `${where} singular`, text: collection.labels.singular },
    { where: `${where} plural`, text: collection.labels.plural },
    { where: `${where} group`, text: collection.admin.group },
  ]
  if (collection.admin.description) found.push({ where: `${where} description`, text: collection.admin.description })
  return [...found, ...fieldTexts(collection.fields, where)]
}

function globalTexts(global: SanitizedGlobalConfig): Found[] {
  const where = `global ${global.slug}`
  const found: Found[] = [
    { where: `${where} label`, text: global.label },
    { where: `${where} group`, text: global.admin.group },
  ]
  if (global.admin.description) found.push({ where: `${where} description`, text: global.admin.description })
  return [...found, ...fieldTexts(global.fields, where)]
}

describe('labels and descriptions of the admin', () => {
  it('are in English, Russian and Uzbek everywhere', async () => {
    const { collections, globals } = await config
    const found = [...collections.filter(({ slug }) => ours(slug)).flatMap(collectionTexts), ...globals.filter(({ slug }) => ours(slug)).flatMap(globalTexts)]
    expect(found.length).toBeGreaterThan(200)
    expect(found.flatMap(check)).toEqual([])
  })
})
