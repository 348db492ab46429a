import type { DefaultTranslationsObject } from '@payloadcms/translations'

export const dashboard: DefaultTranslationsObject['dashboard'] = {
  addButton: 'Qoʻshish +',
  addWidget: 'Vidjet qoʻshish',
  deleteWidget: '{{id}} vidjetini oʻchirish',
  discardConfirmLabel: 'Bekor qilish',
  discardMessage: 'Boshqaruv paneli joylashuvida saqlanmagan oʻzgarishlar bor. Ularni bekor qilishni xohlaysizmi?',
  discardTitle: 'Oʻzgarishlar bekor qilinsinmi?',
  editDashboard: 'Boshqaruv panelini tahrirlash',
  editingDashboard: 'Boshqaruv paneli tahrirlanmoqda',
  noItems: 'Boshqaruv panelingizda vidjetlar yoʻq. Ularni yuqori paneldagi «Boshqaruv paneli» menyusidan qoʻshishingiz mumkin.',
  resetLayout: 'Joylashuvni tiklash',
  searchWidgets: 'Vidjetlarni qidirish...',
}
