// Field factories shared by the content collections.
import type { Field } from 'payload'

/** Photos attached to a document, shown as a gallery with a lightbox. */
export const galleryField = (name = 'gallery', condition?: (data: Record<string, unknown>) => boolean): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  admin: { description: 'Photos shown as a gallery with a lightbox.', condition: condition && ((data) => condition(data)) },
})

/** The date a story is dated by (and sorted by); defaults to now. */
export const dateField = (name = 'date', label = 'Date'): Field => ({
  name,
  label,
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
})

/** Short text for cards, meta descriptions and feeds. */
export const excerptField: Field = {
  name: 'excerpt',
  type: 'textarea',
  localized: true,
  maxLength: 300,
  admin: { description: 'One or two sentences for lists, search engines and the news feed.' },
}

/** Order within a list: smaller first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: 'Smaller numbers come first.' },
}
