// The SEO plugin's words in Uzbek (it ships English, Russian and others, not Uzbek).
export const pluginSeo = {
  'plugin-seo': {
    almostThere: 'Oz qoldi',
    autoGenerate: 'Avtomatik toʻldirish',
    bestPractices: 'tavsiyalar',
    characterCount: '{{current}}/{{minLength}}-{{maxLength}} belgi, ',
    charactersLeftOver: '{{characters}} belgi ortib qoldi',
    charactersToGo: 'yana {{characters}} belgi kerak',
    charactersTooMany: '{{characters}} belgi ortiqcha',
    checksPassing: '{{max}} tadan {{current}} tasi talabga javob beradi',
    good: 'Yaxshi',
    imageAutoGenerationTip: 'Avtomatik toʻldirish tanlangan asosiy rasmni oladi.',
    lengthTipDescription: '{{minLength}} dan {{maxLength}} belgigacha boʻlishi kerak. Yaxshi tavsif yozish boʻyicha qarang: ',
    lengthTipTitle: '{{minLength}} dan {{maxLength}} belgigacha boʻlishi kerak. Yaxshi sarlavha yozish boʻyicha qarang: ',
    missing: 'Yoʻq',
    noImage: 'Rasm yoʻq',
    preview: 'Oldindan koʻrish',
    previewDescription: 'Qidiruv natijalaridagi koʻrinish mazmun va soʻrovga qarab farq qilishi mumkin.',
    tooLong: 'Juda uzun',
    tooShort: 'Juda qisqa',
  },
}
