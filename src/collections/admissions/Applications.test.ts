import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import type { ArrayField } from 'payload'
import { describe, expect, it } from 'vitest'

import { uz } from '@/i18n/admin/uz'

import { Applications } from './Applications'

const notes = Applications.fields.find((field) => 'name' in field && field.name === 'notes') as ArrayField
const singular = notes.labels!.singular as Record<'en' | 'ru' | 'uz', string>

describe('the internal notes’ add button', () => {
  it('reads as a sentence in each admin language (ru: «Добавить заметку»)', () => {
    const add = (template: string, label: string) => template.replace('{{label}}', label)
    expect(add(en.translations.fields.addLabel, singular.en)).toBe('Add Note')
    expect(add(ru.translations.fields.addLabel, singular.ru)).toBe('Добавить заметку')
    expect(add(uz.translations.fields.addLabel, singular.uz)).toBe('Qayd qoʻshish')
  })
})
