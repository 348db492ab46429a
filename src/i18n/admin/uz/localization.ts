import type { DefaultTranslationsObject } from '@payloadcms/translations'

// "Locale" is the content's language here: staff read it as "til".
export const localization: DefaultTranslationsObject['localization'] = {
  cannotCopySameLocale: 'Oʻsha tilning oʻziga nusxa olib boʻlmaydi',
  copyFrom: 'Qaysi tildan',
  copyFromTo: '{{from}} dan {{to}} ga nusxa olinmoqda',
  copyTo: 'Qaysi tilga',
  copyToLocale: 'Boshqa tilga nusxa olish',
  localeToPublish: 'Eʼlon qilinadigan til',
  selectedLocales: 'Tanlangan tillar',
  selectLocaleToCopy: 'Nusxa olinadigan tilni tanlang',
  selectLocaleToDuplicate: 'Nusxasi yaratiladigan tillarni tanlang',
}
