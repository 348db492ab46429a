// Demo admissions catalogue and contract template, in three languages.
import type { Locale } from '@/i18n/locales'

import type { L } from '../localized'

type Named = { code: string; name: L }

export const seedDegrees: Named[] = [
  { code: 'bachelor', name: { en: 'Bachelor’s', ru: 'Бакалавриат', uz: 'Bakalavriat' } },
  { code: 'master', name: { en: 'Master’s', ru: 'Магистратура', uz: 'Magistratura' } },
  { code: 'phd', name: { en: 'PhD', ru: 'Докторантура (PhD)', uz: 'Doktorantura (PhD)' } },
]

export const seedStudyForms: Named[] = [
  { code: 'full-time', name: { en: 'Full-time', ru: 'Очная', uz: 'Kunduzgi' } },
  { code: 'part-time', name: { en: 'Part-time', ru: 'Заочная', uz: 'Sirtqi' } },
  { code: 'evening', name: { en: 'Evening', ru: 'Вечерняя', uz: 'Kechki' } },
  { code: 'distance', name: { en: 'Distance', ru: 'Дистанционная', uz: 'Masofaviy' } },
]

export const seedRegions: Named[] = [
  { code: 'tashkent-city', name: { en: 'Tashkent city', ru: 'город Ташкент', uz: 'Toshkent shahri' } },
  { code: 'tashkent', name: { en: 'Tashkent region', ru: 'Ташкентская область', uz: 'Toshkent viloyati' } },
  { code: 'andijan', name: { en: 'Andijan region', ru: 'Андижанская область', uz: 'Andijon viloyati' } },
  { code: 'bukhara', name: { en: 'Bukhara region', ru: 'Бухарская область', uz: 'Buxoro viloyati' } },
  { code: 'fergana', name: { en: 'Fergana region', ru: 'Ферганская область', uz: 'Farg‘ona viloyati' } },
  { code: 'jizzakh', name: { en: 'Jizzakh region', ru: 'Джизакская область', uz: 'Jizzax viloyati' } },
  { code: 'kashkadarya', name: { en: 'Kashkadarya region', ru: 'Кашкадарьинская область', uz: 'Qashqadaryo viloyati' } },
  { code: 'khorezm', name: { en: 'Khorezm region', ru: 'Хорезмская область', uz: 'Xorazm viloyati' } },
  { code: 'namangan', name: { en: 'Namangan region', ru: 'Наманганская область', uz: 'Namangan viloyati' } },
  { code: 'navoi', name: { en: 'Navoi region', ru: 'Навоийская область', uz: 'Navoiy viloyati' } },
  { code: 'samarkand', name: { en: 'Samarkand region', ru: 'Самаркандская область', uz: 'Samarqand viloyati' } },
  { code: 'surkhandarya', name: { en: 'Surkhandarya region', ru: 'Сурхандарьинская область', uz: 'Surxondaryo viloyati' } },
  { code: 'syrdarya', name: { en: 'Syrdarya region', ru: 'Сырдарьинская область', uz: 'Sirdaryo viloyati' } },
  { code: 'karakalpakstan', name: { en: 'Republic of Karakalpakstan', ru: 'Республика Каракалпакстан', uz: 'Qoraqalpog‘iston Respublikasi' } },
  { code: 'abroad', name: { en: 'Outside Uzbekistan', ru: 'За пределами Узбекистана', uz: 'O‘zbekistondan tashqarida' } },
]

type Section = { heading: string; body: string }
type ContractText = { title: string; city: string; sections: Section[]; university: string; studentLines: string }

export const seedContract: Record<Locale, ContractText> = {
  en: {
    title: 'Contract No. {number} for paid education',
    city: 'Samarkand',
    sections: [
      {
        heading: '1. Parties',
        body: 'Registan University (the “University”), represented by its Rector, and {fullName}, born {birthDate}, passport {passport} issued by {passportIssuedBy} on {passportIssueDate} (the “Student”), conclude this contract.',
      },
      {
        heading: '2. Subject of the contract',
        body: 'The University admits the Student to the {degree} programme “{program}” ({programCode}) of the {faculty}, {studyForm} form of study, for the {academicYear} academic year. The normal length of study is {durationYears} years.',
      },
      {
        heading: '3. Tuition fee and payment',
        body: 'The tuition fee for one academic year is {tuitionFee}.\nThe Student pays at least half of the fee before 1 October and the rest before 1 March of the academic year.',
      },
      {
        heading: '4. Obligations of the parties',
        body: 'The University provides teaching in line with the state educational standards and the curriculum.\nThe Student attends classes, completes the curriculum and follows the University’s rules.',
      },
      {
        heading: '5. Term',
        body: 'This contract comes into force on {date} and remains in force until the end of the {academicYear} academic year.',
      },
    ],
    university: 'Registan University\n15 University Street, Samarkand 140104\nTaxpayer number 201 234 567',
    studentLines: '{fullName}\nPassport {passport}\n{address}\n{phone}',
  },
  ru: {
    title: 'Договор № {number} о платном обучении',
    city: 'Самарканд',
    sections: [
      {
        heading: '1. Стороны',
        body: 'Университет Регистан (далее «Университет») в лице ректора и {fullName}, дата рождения {birthDate}, паспорт {passport}, выдан {passportIssuedBy} {passportIssueDate} (далее «Студент»), заключили настоящий договор.',
      },
      {
        heading: '2. Предмет договора',
        body: 'Университет зачисляет Студента на программу «{program}» ({programCode}), уровень: {degree}, {faculty}, форма обучения: {studyForm}, на {academicYear} учебный год. Нормативный срок обучения — {durationYears} года (лет).',
      },
      {
        heading: '3. Стоимость обучения и порядок оплаты',
        body: 'Стоимость обучения за один учебный год составляет {tuitionFee}.\nСтудент оплачивает не менее половины суммы до 1 октября, остаток — до 1 марта учебного года.',
      },
      {
        heading: '4. Обязанности сторон',
        body: 'Университет обеспечивает обучение в соответствии с государственными образовательными стандартами и учебным планом.\nСтудент посещает занятия, выполняет учебный план и соблюдает правила Университета.',
      },
      {
        heading: '5. Срок действия',
        body: 'Договор вступает в силу {date} и действует до окончания {academicYear} учебного года.',
      },
    ],
    university: 'Университет Регистан\n140104, г. Самарканд, ул. Университетская, 15\nИНН 201 234 567',
    studentLines: '{fullName}\nПаспорт {passport}\n{address}\n{phone}',
  },
  uz: {
    title: 'Pullik ta’lim to‘g‘risidagi {number}-sonli shartnoma',
    city: 'Samarqand',
    sections: [
      {
        heading: '1. Tomonlar',
        body: 'Registon universiteti (keyingi o‘rinlarda «Universitet») rektor timsolida va {fullName}, tug‘ilgan sanasi {birthDate}, pasport {passport}, {passportIssuedBy} tomonidan {passportIssueDate} da berilgan (keyingi o‘rinlarda «Talaba») ushbu shartnomani tuzdilar.',
      },
      {
        heading: '2. Shartnoma predmeti',
        body: 'Universitet Talabani {faculty} «{program}» ({programCode}) yo‘nalishiga, daraja: {degree}, ta’lim shakli: {studyForm}, {academicYear} o‘quv yili uchun qabul qiladi. Me’yoriy o‘qish muddati — {durationYears} yil.',
      },
      {
        heading: '3. Ta’lim narxi va to‘lov tartibi',
        body: 'Bir o‘quv yili uchun ta’lim narxi {tuitionFee}.\nTalaba summaning kamida yarmini 1-oktabrgacha, qolganini o‘quv yilining 1-martigacha to‘laydi.',
      },
      {
        heading: '4. Tomonlarning majburiyatlari',
        body: 'Universitet davlat ta’lim standartlari va o‘quv rejasiga muvofiq ta’limni ta’minlaydi.\nTalaba darslarga qatnashadi, o‘quv rejasini bajaradi va Universitet qoidalariga rioya qiladi.',
      },
      {
        heading: '5. Amal qilish muddati',
        body: 'Shartnoma {date} dan kuchga kiradi va {academicYear} o‘quv yili oxirigacha amal qiladi.',
      },
    ],
    university: 'Registon universiteti\n140104, Samarqand sh., Universitet ko‘chasi, 15\nSTIR 201 234 567',
    studentLines: '{fullName}\nPasport {passport}\n{address}\n{phone}',
  },
}
