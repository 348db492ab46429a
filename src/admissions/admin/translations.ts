// Back-office texts of our own (admissions screens, sign-in waits), in the admin's two languages.
export const admissionsTranslations = {
  en: {
    admissions: {
      exportCsv: 'Export these applications (CSV)',
      exportHint: 'Uses the filters and search above.',
      duplicateWarning: 'Another application has the same passport {{passport}}:',
      documents: 'Documents',
      noDocuments: 'No documents attached.',
      download: 'Download',
    },
    staff: {
      tooManySignIns: 'Too many sign-in attempts. Try again in {{seconds}} s.',
    },
    newsletter: {
      exportCsv: 'Export these subscribers (CSV)',
    },
  },
  ru: {
    admissions: {
      exportCsv: 'Выгрузить эти заявки (CSV)',
      exportHint: 'С учётом фильтров и поиска выше.',
      duplicateWarning: 'Есть другая заявка с тем же паспортом {{passport}}:',
      documents: 'Документы',
      noDocuments: 'Документы не приложены.',
      download: 'Скачать',
    },
    staff: {
      tooManySignIns: 'Слишком много попыток входа. Повторите через {{seconds}} с.',
    },
    newsletter: {
      exportCsv: 'Выгрузить этих подписчиков (CSV)',
    },
  },
}
