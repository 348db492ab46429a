// The rich-text editor's own words. @payloadcms/richtext-lexical ships them per language and
// has none for Uzbek; they join our admin translations (../translations.ts).
export const lexical = {
  align: {
    alignCenterLabel: 'Markazga tekislash',
    alignJustifyLabel: 'Eni boʻyicha tekislash',
    alignLeftLabel: 'Chapga tekislash',
    alignRightLabel: 'Oʻngga tekislash',
  },
  blockquote: { label: 'Iqtibos' },
  checklist: { label: 'Nazorat roʻyxati' },
  general: {
    placeholder: 'Yozishni boshlang yoki buyruqlar uchun «/» ni bosing...',
    slashMenuBasicGroupLabel: 'Asosiy',
    slashMenuListGroupLabel: 'Roʻyxatlar',
    toolbarItemsActive: '{{count}} ta faol',
  },
  heading: { label: '{{headingLevel}}-sarlavha' },
  horizontalRule: { label: 'Gorizontal chiziq' },
  indent: { decreaseLabel: 'Chekinishni kamaytirish', increaseLabel: 'Chekinishni oshirish' },
  link: { label: 'Havola', loadingWithEllipsis: 'Yuklanmoqda...' },
  orderedList: { label: 'Raqamli roʻyxat' },
  paragraph: { label: 'Xatboshi', label2: 'Oddiy matn' },
  relationship: { label: 'Bogʻliq hujjat' },
  unorderedList: { label: 'Belgili roʻyxat' },
  upload: { label: 'Fayl' },
}
