// The back office's own texts (admissions screens, sign-in waits, the newsletter panel, field
// checks) in the admin's three languages; components and hooks read them as `namespace:key`.
// Uzbek also carries the rich-text editor's words, which its plugin ships for en and ru only.
import { lexical } from './uz/lexical'
import { pluginSeo } from './uz/pluginSeo'

const en = {
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
    testFailed: 'The test could not be sent: the mail server refused it. See the server log.',
    alreadySent: 'This issue has already been sent or is being sent.',
  },
  documents: {
    tooLarge: 'The file is larger than {{max}} MB, the limit for documents. Make it smaller (e.g. save the PDF for the web) or ask an administrator.',
    notADocument: '{{name}} is not a PDF, Word, Excel, PowerPoint or OpenDocument file (judged by its content, not its name).',
  },
  redirects: {
    fromFormat: 'An address on this site, starting with /: /news/old-title.',
    toFormat: 'An address on this site starting with / (/admissions), or a full address starting with https://.',
    toMissing: 'Choose the page to send visitors to, or type its address.',
    samePlace: 'The redirect would lead back to the address it starts from.',
    loop: 'This redirect would make a loop: {{chain}}. Visitors would never arrive; change the target or remove the other redirect.',
    livePage: 'This address is a published page ({{path}}): a redirect would hide it. Change the page’s address first, or pick another address.',
    taken: 'Another redirect already starts from this address in this language.',
  },
  fieldChecks: {
    slug: 'Use lower-case Latin letters, digits and single hyphens (or leave it empty to fill it from the title).',
    menuSlug: 'Lower-case Latin letters, digits, hyphens.',
    date: 'Use the form YYYY-MM-DD',
    endBeforeStart: 'The end must not be before the start.',
    fullAddress: 'A full address, https://…',
    addressOrPath: 'A full address (https://…) or a path (/form).',
    videoLink: 'A YouTube link or the address of an .mp4 or .webm file.',
    videoHttps: 'A video file must be on this site or at an https:// address.',
    youtubeNoVideo: 'This YouTube address names no video: copy the link of the video itself (youtube.com/watch?v=… or youtu.be/…).',
    notVideoLink: 'Not a video link: give a YouTube video (youtube.com/watch?v=… or youtu.be/…) or the address of an .mp4 or .webm file.',
    videoFilesOrLink: 'Give video files or a link, not both: remove one.',
    mapEmbed: 'An embed address from Yandex Maps (yandex.ru/map-widget/…), Google Maps (www.google.com/maps/embed…) or OpenStreetMap (www.openstreetmap.org/export/embed.html…).',
    digitsOnly: 'Digits only.',
    googleTagId: 'Looks like G-XXXXXXX.',
    timeOfDay: 'A time on the 24-hour clock, such as 09:00 or 18:30.',
    closesBeforeOpens: 'The closing time must be after the opening time.',
  },
}

type AdminTexts = typeof en

const ru: AdminTexts = {
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
    testFailed: 'Тест не отправлен: почтовый сервер отказал. Подробности в журнале сервера.',
    alreadySent: 'Этот выпуск уже отправлен или отправляется.',
  },
  documents: {
    tooLarge: 'Файл больше {{max}} МБ — предела для документов. Уменьшите его (например, сохраните PDF для веба) или обратитесь к администратору.',
    notADocument: '{{name}} — не файл PDF, Word, Excel, PowerPoint или OpenDocument (по содержимому, а не по имени).',
  },
  redirects: {
    fromFormat: 'Адрес на этом сайте, начинающийся с /: /news/old-title.',
    toFormat: 'Адрес на этом сайте, начинающийся с / (/admissions), или полный адрес, начинающийся с https://.',
    toMissing: 'Выберите страницу, на которую отправлять посетителей, или введите её адрес.',
    samePlace: 'Перенаправление вело бы обратно на тот же адрес.',
    loop: 'Это перенаправление замкнуло бы круг: {{chain}}. Посетители никуда не попадут; измените цель или удалите другое перенаправление.',
    livePage: 'По этому адресу открыта опубликованная страница ({{path}}): перенаправление скрыло бы её. Сначала измените адрес страницы или выберите другой адрес.',
    taken: 'С этого адреса на этом языке уже есть другое перенаправление.',
  },
  fieldChecks: {
    slug: 'Строчные латинские буквы, цифры и одиночные дефисы (или оставьте пустым — адрес составится из заголовка).',
    menuSlug: 'Строчные латинские буквы, цифры, дефисы.',
    date: 'В виде ГГГГ-ММ-ДД (YYYY-MM-DD)',
    endBeforeStart: 'Окончание не может быть раньше начала.',
    fullAddress: 'Полный адрес, https://…',
    addressOrPath: 'Полный адрес (https://…) или путь (/form).',
    videoLink: 'Ссылка на YouTube или адрес файла .mp4 или .webm.',
    videoHttps: 'Видеофайл должен быть на этом сайте или по адресу https://.',
    youtubeNoVideo: 'В этом адресе YouTube нет видео: скопируйте ссылку на само видео (youtube.com/watch?v=… или youtu.be/…).',
    notVideoLink: 'Это не ссылка на видео: укажите видео YouTube (youtube.com/watch?v=… или youtu.be/…) или адрес файла .mp4 или .webm.',
    videoFilesOrLink: 'Укажите видеофайлы или ссылку, не то и другое: уберите одно.',
    mapEmbed: 'Адрес для встраивания из Яндекс Карт (yandex.ru/map-widget/…), Google Maps (www.google.com/maps/embed…) или OpenStreetMap (www.openstreetmap.org/export/embed.html…).',
    digitsOnly: 'Только цифры.',
    googleTagId: 'Вида G-XXXXXXX.',
    timeOfDay: 'Время в 24-часовом формате, например 09:00 или 18:30.',
    closesBeforeOpens: 'Время закрытия должно быть позже времени открытия.',
  },
}

const uz: AdminTexts = {
  admissions: {
    exportCsv: 'Shu arizalarni yuklab olish (CSV)',
    exportHint: 'Yuqoridagi filtrlar va qidiruv hisobga olinadi.',
    duplicateWarning: 'Xuddi shu {{passport}} pasporti bilan boshqa ariza ham bor:',
    documents: 'Hujjatlar',
    noDocuments: 'Hujjatlar ilova qilinmagan.',
    download: 'Yuklab olish',
  },
  staff: {
    tooManySignIns: 'Kirishga urinishlar juda koʻp. {{seconds}} soniyadan keyin qayta urinib koʻring.',
  },
  newsletter: {
    exportCsv: 'Shu obunachilarni yuklab olish (CSV)',
    saveFirst: 'Oldindan koʻrish va yuborish uchun avval axborotnoma sonini saqlang.',
    sendingTitle: 'Yuborish',
    preview: 'Oldindan koʻrish',
    sendTest: 'Menga sinov xatini yuborish',
    testSent: 'Sinov xatlari sizga yuborildi, har bir tilda bittadan.',
    send: 'Barcha tasdiqlangan obunachilarga yuborish',
    confirmSend: 'Axborotnomaning bu soni hozir barcha tasdiqlangan obunachilarga yuborilsinmi? Buni bekor qilib boʻlmaydi.',
    started: 'Yuborish boshlandi.',
    progress: 'Yuborilmoqda: {{total}} tadan {{sent}} tasi yuborildi, {{failed}} tasi xato.',
    doneProgress: 'Yuborildi: {{total}} tadan {{sent}} tasi, {{failed}} tasi xato.',
    failed: 'Bajarilmadi. Qayta urinib koʻring.',
    testFailed: 'Sinov xati yuborilmadi: pochta serveri qabul qilmadi. Tafsilotlar server jurnalida.',
    alreadySent: 'Axborotnomaning bu soni allaqachon yuborilgan yoki yuborilmoqda.',
  },
  documents: {
    tooLarge: 'Fayl {{max}} MB dan katta — hujjatlar uchun chegara shu. Uni kichraytiring (masalan, PDF ni veb uchun saqlang) yoki administratorga murojaat qiling.',
    notADocument: '{{name}} PDF, Word, Excel, PowerPoint yoki OpenDocument fayli emas (nomiga emas, mazmuniga qarab).',
  },
  redirects: {
    fromFormat: 'Shu saytdagi / bilan boshlanadigan manzil: /news/old-title.',
    toFormat: 'Shu saytdagi / bilan boshlanadigan manzil (/admissions) yoki https:// bilan boshlanadigan toʻliq manzil.',
    toMissing: 'Tashrif buyuruvchilar yuboriladigan sahifani tanlang yoki uning manzilini kiriting.',
    samePlace: 'Yoʻnaltirish yana oʻsha manzilning oʻziga olib keladi.',
    loop: 'Bu yoʻnaltirish aylana hosil qiladi: {{chain}}. Tashrif buyuruvchilar hech qayerga yetib bormaydi; manzilni oʻzgartiring yoki boshqa yoʻnaltirishni oʻchiring.',
    livePage: 'Bu manzilda eʼlon qilingan sahifa bor ({{path}}): yoʻnaltirish uni yashirib qoʻyadi. Avval sahifa manzilini oʻzgartiring yoki boshqa manzil tanlang.',
    taken: 'Bu tilda shu manzildan boshqa yoʻnaltirish allaqachon bor.',
  },
  fieldChecks: {
    slug: 'Kichik lotin harflari, raqamlar va yakka chiziqchalardan foydalaning (yoki boʻsh qoldiring — manzil sarlavhadan olinadi).',
    menuSlug: 'Kichik lotin harflari, raqamlar, chiziqchalar.',
    date: 'YYYY-OO-KK (YYYY-MM-DD) koʻrinishida kiriting',
    endBeforeStart: 'Tugash vaqti boshlanishidan oldin boʻlishi mumkin emas.',
    fullAddress: 'Toʻliq manzil, https://…',
    addressOrPath: 'Toʻliq manzil (https://…) yoki yoʻl (/form).',
    videoLink: 'YouTube havolasi yoki .mp4 yoki .webm faylining manzili.',
    videoHttps: 'Video fayl shu saytda yoki https:// manzilida boʻlishi kerak.',
    youtubeNoVideo: 'Bu YouTube manzilida video yoʻq: videoning oʻz havolasini nusxalang (youtube.com/watch?v=… yoki youtu.be/…).',
    notVideoLink: 'Bu video havolasi emas: YouTube videosini (youtube.com/watch?v=… yoki youtu.be/…) yoki .mp4 yoxud .webm fayl manzilini kiriting.',
    videoFilesOrLink: 'Video fayllar yoki havolani kiriting, ikkalasini emas: bittasini olib tashlang.',
    mapEmbed: 'Yandex Xaritalar (yandex.uz/map-widget/…), Google Maps (www.google.com/maps/embed…) yoki OpenStreetMap (www.openstreetmap.org/export/embed.html…) joylashtirish manzili.',
    digitsOnly: 'Faqat raqamlar.',
    googleTagId: 'G-XXXXXXX koʻrinishida boʻladi.',
    timeOfDay: '24 soatlik vaqt, masalan 09:00 yoki 18:30.',
    closesBeforeOpens: 'Yopilish vaqti ochilish vaqtidan keyin boʻlishi kerak.',
  },
}

export const adminTranslations = { en, ru, uz: { ...uz, lexical, ...pluginSeo } }

/** A key of our own texts, `namespace:key`, for `t()` in components and hooks. */
export type AdminTextKey = { [N in keyof AdminTexts]: `${N & string}:${keyof AdminTexts[N] & string}` }[keyof AdminTexts]
