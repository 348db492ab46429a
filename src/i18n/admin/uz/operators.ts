import type { DefaultTranslationsObject } from '@payloadcms/translations'

// Read after a field name in the list filters: "Sarlavha | oʻz ichiga oladi | …".
export const operators: DefaultTranslationsObject['operators'] = {
  contains: 'oʻz ichiga oladi',
  equals: 'teng',
  exists: 'mavjud',
  intersects: 'kesishadi',
  isGreaterThan: 'dan katta',
  isGreaterThanOrEqualTo: 'dan katta yoki teng',
  isIn: 'roʻyxatda bor',
  isLessThan: 'dan kichik',
  isLessThanOrEqualTo: 'dan kichik yoki teng',
  isLike: 'oʻxshash',
  isNotEqualTo: 'teng emas',
  isNotIn: 'roʻyxatda yoʻq',
  isNotLike: 'oʻxshash emas',
  near: 'yaqinida',
  within: 'ichida',
}
