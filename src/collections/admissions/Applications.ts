// Applications for admission. Personal data: only admissions staff and admins can see
// them, nobody can reach them through GraphQL, and the public creates them only through
// POST /api/apply (src/app/api/apply), which uses the Local API.
import type { CollectionConfig, Field, PayloadRequest } from 'payload'

import { isAdmissions, systemField, trashOrAdmin } from '@/access'
import { admissionsGroup } from '@/access/adminGroups'
import { storedLength } from '@/admissions/shared/rules'
import { STATUS_LABELS, STATUSES } from '@/admissions/shared/statuses'
import { localeField, SYSTEM_MOMENT } from '@/fields/content'
import { historyField } from '@/fields/history'
import { type AdminText, fromMessages, LABELS, languageOptions, type SiteMessages } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { eraseField } from '@/trash/eraseField'
import { invoiceOnApproval } from '@/payments/server/invoices'

import { messageFailures, messagesTab } from './applicationMessages'
import {
  auditDeletion,
  auditEdit,
  auditTrash,
  keepSystemRecord,
  notifyStatusChange,
  onApplicationDeleting,
  recordStatusChange,
  signNotes,
} from './applicationHooks'

/** A label the public form already has, from the site's message files: staff and applicants read the same words. */
const asOnForm = (key: keyof SiteMessages['form']['fields']): AdminText => fromMessages((m) => m.form.fields[key])

const text = (name: string, label: AdminText, required = false, maxLength = 200, index = false): Field => ({
  name,
  label,
  type: 'text',
  required,
  maxLength,
  index,
})

const date = (name: string, label: AdminText, required = false): Field => ({
  name,
  label,
  type: 'text',
  required,
  admin: { placeholder: 'YYYY-MM-DD', width: '33%' },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    value == null || value === '' || /^\d{4}-\d{2}-\d{2}$/.test(String(value)) || ours(req.t)('fieldChecks:date'),
})

const statusOptions = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: { en: 'Application', ru: 'Заявка', uz: 'Ariza' }, plural: { en: 'Applications', ru: 'Заявки', uz: 'Arizalar' } },
  admin: {
    ...admissionsGroup,
    useAsTitle: 'applicationNumber',
    defaultColumns: ['applicationNumber', 'lastName', 'firstName', 'status', 'program', 'reviewer', 'createdAt'],
    listSearchableFields: ['applicationNumber', 'lastName', 'firstName', 'passportNumber', 'email'],
    description: {
      en: 'Applications submitted on the website. Change the status to move one along; each change is logged and e-mailed to the applicant.',
      ru: 'Заявки, поданные на сайте. Чтобы продвинуть заявку, измените её статус: каждое изменение записывается в историю и отправляется абитуриенту по e-mail.',
      uz: 'Saytda topshirilgan arizalar. Arizani keyingi bosqichga oʻtkazish uchun holatini oʻzgartiring: har bir oʻzgarish tarixga yoziladi va abituriyentga e-pochta orqali yuboriladi.',
    },
    components: { beforeListTable: ['@/admissions/admin/ExportLink#ExportLink'] },
    pagination: { defaultLimit: 25 },
  },
  graphQL: false,
  trash: true,
  access: {
    // Staff see an application once it is whole: its row, every document row and file (submit.ts).
    read: (args) => (isAdmissions(args) ? { complete: { equals: true } } : false),
    // Applications come only from the public form (POST /api/apply, through the Local API).
    create: () => false,
    update: isAdmissions,
    // Admissions staff move an application to the trash (restorable for TRASH_DAYS, documents
    // kept); for good only an admin's Delete, the trash's purge job, or the erasure request with
    // its typed confirmation (src/trash/erase.ts): the row, its documents' records and files go
    // together (applicationHooks.ts).
    delete: trashOrAdmin(isAdmissions),
    readVersions: () => false,
  },
  defaultSort: '-createdAt',
  // The status check asks for number and date of birth together (lookupReader.ts): with both in
  // one index an unknown number and a known one with a wrong date are the same index probe and
  // neither reads a row, so the time of a miss says nothing (docs/decisions/042-public-writes.md).
  indexes: [{ fields: ['applicationNumber', 'birthDate'] }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'applicationNumber',
          label: { en: 'Number', ru: 'Номер', uz: 'Raqami' },
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: systemField,
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'status',
          label: LABELS.status,
          type: 'select',
          required: true,
          defaultValue: 'not_confirmed',
          index: true,
          options: statusOptions,
          admin: { width: '33%', components: { Cell: '@/admissions/admin/StatusCell#StatusCell' } },
        },
        {
          ...localeField,
          access: systemField,
          admin: {
            readOnly: true,
            width: '33%',
            description: { en: 'E-mails go out in this language.', ru: 'Письма уходят на этом языке.', uz: 'Xatlar shu tilda yuboriladi.' },
          },
        },
      ],
    },
    {
      name: 'reviewer',
      label: { en: 'Reviewer', ru: 'Ответственный', uz: 'Masʼul xodim' },
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Only staff who may see applications can be given one.
      filterOptions: { roles: { in: ['admissions', 'admin'] } },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The member of staff who reviews this application. Filter the list by it to see your own.',
          ru: 'Сотрудник, который рассматривает заявку. Отфильтруйте список по этому полю, чтобы увидеть свои.',
          uz: 'Arizani koʻrib chiqadigan xodim. Oʻzingiznikilarni koʻrish uchun roʻyxatni shu maydon boʻyicha filtrlang.',
        },
      },
    },
    eraseField('application'),
    {
      name: 'notes',
      label: { en: 'Internal notes', ru: 'Внутренние заметки', uz: 'Ichki qaydlar' },
      // The singular as the "Add …" button uses it (ru: «Добавить заметку»); rows name themselves (NoteRowLabel).
      labels: { singular: { en: 'Note', ru: 'заметку', uz: 'Qayd' }, plural: { en: 'Notes', ru: 'Заметки', uz: 'Qaydlar' } },
      type: 'array',
      admin: {
        position: 'sidebar',
        initCollapsed: false,
        components: { RowLabel: '@/admissions/admin/NoteRowLabel#NoteRowLabel' },
        description: {
          en: 'For staff only: never shown or sent to the applicant. Who wrote each note and when is filled in on saving.',
          ru: 'Только для сотрудников: абитуриент их не видит и не получает. Кто и когда написал заметку, заполняется при сохранении.',
          uz: 'Faqat xodimlar uchun: abituriyentga hech qachon koʻrsatilmaydi va yuborilmaydi. Kim va qachon yozgani saqlashda toʻldiriladi.',
        },
      },
      fields: [
        { name: 'text', label: { en: 'Note', ru: 'Заметка', uz: 'Qayd' }, type: 'textarea', required: true, maxLength: 2000 },
        { name: 'by', label: { en: 'By', ru: 'Кто', uz: 'Kim' }, type: 'text', access: systemField, admin: { readOnly: true } },
        { name: 'at', label: LABELS.when, type: 'date', ...SYSTEM_MOMENT },
      ],
    },
    {
      name: 'statusComment',
      label: { en: 'Comment for the status change', ru: 'Комментарий к смене статуса', uz: 'Holat oʻzgarishiga izoh' },
      type: 'textarea',
      maxLength: 1000,
      admin: {
        description: {
          en: 'Saved in the history with the next status change and sent to the applicant.',
          ru: 'Сохраняется в истории вместе со следующей сменой статуса и отправляется абитуриенту.',
          uz: 'Keyingi holat oʻzgarishi bilan birga tarixda saqlanadi va abituriyentga yuboriladi.',
        },
      },
    },
    {
      name: 'duplicates',
      label: { en: 'Same passport, documents', ru: 'Тот же паспорт, документы', uz: 'Xuddi shu pasport, hujjatlar' },
      type: 'ui',
      admin: { components: { Field: '@/admissions/admin/ApplicationOverview#ApplicationOverview' } },
    },
    messageFailures,
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Programme', ru: 'Направление', uz: 'Yoʻnalish' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'degree', label: LABELS.degree, type: 'relationship', relationTo: 'degrees', required: true, index: true, admin: { width: '50%' } },
                {
                  name: 'studyForm',
                  label: LABELS.studyForm,
                  type: 'relationship',
                  relationTo: 'study-forms',
                  required: true,
                  index: true,
                  admin: { width: '50%' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'program',
                  label: asOnForm('faculty'),
                  type: 'relationship',
                  relationTo: 'programs',
                  required: true,
                  index: true,
                  admin: { width: '50%' },
                },
                {
                  name: 'faculty',
                  label: LABELS.faculty,
                  type: 'relationship',
                  relationTo: 'faculties',
                  index: true,
                  access: systemField,
                  admin: {
                    width: '50%',
                    readOnly: true,
                    description: {
                      en: 'The direction’s faculty, for filtering.',
                      ru: 'Факультет направления, для фильтров.',
                      uz: 'Yoʻnalish fakulteti, filtrlash uchun.',
                    },
                  },
                },
              ],
            },
            { name: 'region', label: LABELS.region, type: 'relationship', relationTo: 'regions', required: true, index: true },
          ],
        },
        {
          label: { en: 'Applicant', ru: 'Абитуриент', uz: 'Abituriyent' },
          fields: [
            {
              type: 'row',
              fields: [
                text('lastName', asOnForm('last_name'), true, storedLength('last_name')),
                text('firstName', asOnForm('first_name'), true, storedLength('first_name')),
                text('middleName', asOnForm('middle_name'), false, storedLength('middle_name')),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'gender',
                  label: asOnForm('gender'),
                  type: 'select',
                  required: true,
                  options: [
                    { value: 'male', label: fromMessages((m) => m.form.genders.male) },
                    { value: 'female', label: fromMessages((m) => m.form.genders.female) },
                  ],
                  admin: { width: '33%' },
                },
                date('birthDate', asOnForm('birth_date'), true),
                text('birthPlace', asOnForm('birth_place'), true, storedLength('birth_place')),
              ],
            },
            text('citizenship', asOnForm('citizenship'), true, storedLength('citizenship')),
          ],
        },
        {
          label: fromMessages((m) => m.form.sections.passport),
          fields: [
            {
              type: 'row',
              fields: [
                text('passportSeries', asOnForm('passport_series'), true, storedLength('passport_series'), true),
                text('passportNumber', asOnForm('passport_number'), true, storedLength('passport_number'), true),
              ],
            },
            text('passportIssuedBy', asOnForm('passport_issued_by'), true, storedLength('passport_issued_by')),
            {
              type: 'row',
              fields: [date('passportIssueDate', asOnForm('passport_issue_date'), true), date('passportExpiryDate', asOnForm('passport_expiry_date'), true)],
            },
          ],
        },
        {
          label: { en: 'Contacts', ru: 'Контакты', uz: 'Aloqa' },
          fields: [
            {
              type: 'row',
              fields: [
                text('phone', asOnForm('phone'), true, storedLength('phone')),
                text('phoneExtra', asOnForm('phone_extra'), false, storedLength('phone_extra')),
                text('telegramPhone', asOnForm('telegram_phone'), false, storedLength('telegram_phone')),
              ],
            },
            { name: 'email', label: LABELS.email, type: 'email', required: true },
            text('temporaryAddress', asOnForm('temporary_address'), false, storedLength('temporary_address')),
            text('permanentAddress', asOnForm('permanent_address'), true, storedLength('permanent_address')),
            {
              type: 'row',
              fields: [
                text('fatherName', asOnForm('father_name'), false, storedLength('father_name')),
                text('fatherPhone', asOnForm('father_phone'), false, storedLength('father_phone')),
              ],
            },
            {
              type: 'row',
              fields: [
                text('motherName', asOnForm('mother_name'), false, storedLength('mother_name')),
                text('motherPhone', asOnForm('mother_phone'), false, storedLength('mother_phone')),
              ],
            },
          ],
        },
        {
          label: fromMessages((m) => m.form.sections.education),
          fields: [
            text(
              'institutionName',
              { en: 'Educational institution', ru: 'Учебное заведение', uz: 'Taʼlim muassasasi' },
              true,
              storedLength('institution_name'),
            ),
            text(
              'institutionAddress',
              { en: 'Institution address (city)', ru: 'Адрес учебного заведения (город)', uz: 'Taʼlim muassasasi manzili (shahar)' },
              false,
              storedLength('institution_address'),
            ),
            { name: 'isTransfer', label: fromMessages((m) => m.form.sections.transfer), type: 'checkbox', defaultValue: false, index: true },
            {
              type: 'row',
              admin: { condition: (data) => Boolean(data?.isTransfer) },
              fields: [
                { name: 'course', label: asOnForm('course'), type: 'number', min: 1, max: 6, admin: { width: '25%' } },
                { name: 'semester', label: asOnForm('semester'), type: 'number', min: 1, max: 12, admin: { width: '25%' } },
                date('studyFrom', { en: 'Studied from', ru: 'Учился(-ась) с', uz: 'Oʻqish boshlangan sana' }),
                date('studyTo', { en: 'Studied until', ru: 'Учился(-ась) по', uz: 'Oʻqish tugagan sana' }),
              ],
            },
          ],
        },
        {
          label: fromMessages((m) => m.form.sections.documents),
          fields: [
            {
              name: 'documents',
              label: fromMessages((m) => m.form.sections.documents),
              type: 'join',
              collection: 'application-files',
              on: 'application',
              admin: { defaultColumns: ['kind', 'originalName', 'state', 'mimeType', 'size'] },
            },
          ],
        },
        {
          label: { en: 'Consent', ru: 'Согласие', uz: 'Rozilik' },
          fields: [
            {
              name: 'consent',
              label: {
                en: 'Consent to the processing of personal data',
                ru: 'Согласие на обработку персональных данных',
                uz: 'Shaxsiy maʼlumotlarga ishlov berishga rozilik',
              },
              type: 'group',
              access: systemField,
              admin: {
                readOnly: true,
                description: {
                  en: 'Given by the applicant on the form: when, to which version of the privacy notice (the time it was published) and in which language.',
                  ru: 'Дано абитуриентом в форме: когда, к какой редакции политики конфиденциальности (время её публикации) и на каком языке.',
                  uz: 'Abituriyent tomonidan shaklda berilgan: qachon, maxfiylik siyosatining qaysi tahririga (eʼlon qilingan vaqti) va qaysi tilda.',
                },
              },
              fields: [
                { name: 'givenAt', label: LABELS.when, type: 'date', ...SYSTEM_MOMENT },
                {
                  name: 'noticeVersion',
                  label: { en: 'Privacy notice version', ru: 'Редакция политики', uz: 'Siyosat tahriri' },
                  type: 'text',
                  admin: { readOnly: true },
                },
                { name: 'language', label: LABELS.language, type: 'select', options: languageOptions, admin: { readOnly: true } },
              ],
            },
          ],
        },
        {
          label: { en: 'History', ru: 'История', uz: 'Tarix' },
          fields: [
            historyField('statusLog', {
              label: { en: 'Status changes', ru: 'Смены статуса', uz: 'Holat oʻzgarishlari' },
              labels: {
                singular: { en: 'Status change', ru: 'Смена статуса', uz: 'Holat oʻzgarishi' },
                plural: { en: 'Status changes', ru: 'Смены статуса', uz: 'Holat oʻzgarishlari' },
              },
              what: [
                { name: 'from', label: { en: 'From', ru: 'Было', uz: 'Oldingi holat' }, type: 'select', options: statusOptions },
                { name: 'to', label: { en: 'To', ru: 'Стало', uz: 'Yangi holat' }, type: 'select', required: true, options: statusOptions },
              ],
              note: 'comment',
            }),
          ],
        },
        messagesTab,
      ],
    },
    {
      name: 'decidedAt',
      label: { en: 'Decided on', ru: 'Дата решения', uz: 'Qaror sanasi' },
      type: 'date',
      index: true,
      ...SYSTEM_MOMENT,
      admin: {
        ...SYSTEM_MOMENT.admin,
        position: 'sidebar',
        description: {
          en: 'When it was approved or rejected; retention counts from here.',
          ru: 'Когда заявку одобрили или отклонили; срок хранения отсчитывается от этой даты.',
          uz: 'Ariza maʼqullangan yoki rad etilgan vaqt; saqlash muddati shundan hisoblanadi.',
        },
      },
    },
    {
      name: 'passportKey',
      type: 'text',
      index: true,
      access: systemField,
      admin: { hidden: true },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      access: systemField,
      admin: { hidden: true },
    },
    {
      // Set in one statement once every document is stored; until then no one sees the
      // application, and the reconciler removes it if its submission never finished. Nobody can
      // clear it again (systemField, and keepSystemRecord for the server's own saves).
      name: 'complete',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: systemField,
      admin: { hidden: true },
    },
  ],
  hooks: {
    beforeChange: [keepSystemRecord, recordStatusChange, signNotes],
    afterChange: [invoiceOnApproval, notifyStatusChange, auditEdit, auditTrash],
    beforeDelete: [onApplicationDeleting],
    afterDelete: [auditDeletion],
  },
  timestamps: true,
}
