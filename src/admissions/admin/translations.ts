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
      saveFirst: 'Save the issue to preview and send it.',
      sendingTitle: 'Sending',
      preview: 'Preview',
      sendTest: 'Send a test to me',
      testSent: 'The test is on its way to you, once in each language.',
      send: 'Send to all confirmed subscribers',
      confirmSend: 'Send this issue to every confirmed subscriber now? This cannot be undone.',
      started: 'Sending has started.',
      progress: 'Sending: {{sent}} of {{total}} sent, {{failed}} failed.',
      doneProgress: 'Sent: {{sent}} of {{total}}, {{failed}} failed.',
      failed: 'That did not work. Please try again.',
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
      saveFirst: 'Сохраните выпуск, чтобы просмотреть и отправить его.',
      sendingTitle: 'Отправка',
      preview: 'Просмотр',
      sendTest: 'Отправить тест себе',
      testSent: 'Тестовые письма отправлены вам, по одному на каждом языке.',
      send: 'Отправить всем подтверждённым подписчикам',
      confirmSend: 'Отправить этот выпуск всем подтверждённым подписчикам сейчас? Отменить будет нельзя.',
      started: 'Отправка началась.',
      progress: 'Отправка: {{sent}} из {{total}}, ошибок: {{failed}}.',
      doneProgress: 'Отправлено: {{sent}} из {{total}}, ошибок: {{failed}}.',
      failed: 'Не получилось. Попробуйте ещё раз.',
    },
  },
}
