import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import path from 'node:path'
import { type CollectionBeforeOperationHook, type CollectionConfig, ValidationError } from 'payload'

import { editorialContent } from '@/access'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { env } from '@/env'
import { dateField } from '@/fields/content'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'

import { DOCUMENT_TYPES } from './documentKinds'
import { missingFileIsNotFound } from './uploadFiles'

/**
 * Payload checks an upload's content against the allowed types but lets through a file whose
 * content it cannot recognise on its name alone. A document must be recognised as one of ours,
 * and be no larger than DOCUMENT_MAX_MB.
 */
const recognisedDocumentOnly: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const t = ours(req.t)
  if (file.size > env.DOCUMENT_MAX_MB * 1024 * 1024)
    throw new ValidationError({ errors: [{ path: 'file', message: t('documents:tooLarge', { max: env.DOCUMENT_MAX_MB }) }] }, req.t)
  const detected = file.tempFilePath && !file.data?.length ? await fileTypeFromFile(file.tempFilePath) : await fileTypeFromBuffer(file.data)
  if (!detected || !DOCUMENT_TYPES[detected.mime])
    throw new ValidationError({ errors: [{ path: 'file', message: t('documents:notADocument', { name: file.name }) }] }, req.t)
  // The stored type is the recognised one, whatever the browser claimed.
  file.mimetype = detected.mime
  return args
}

/** Admission rules, curricula, licences, timetables and orders, published for everyone. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { en: 'Document', ru: 'Документ', uz: 'Hujjat' }, plural: { en: 'Documents', ru: 'Документы', uz: 'Hujjatlar' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', 'filename'],
    group: GROUPS.content,
    description: {
      en: 'PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX) or OpenDocument files, listed at /documents. PDFs open in the browser, others download.',
      ru: 'Файлы PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX) или OpenDocument; список на странице /documents. PDF открываются в браузере, остальные скачиваются.',
      uz: 'PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX) yoki OpenDocument fayllari; roʻyxati /documents sahifasida. PDF brauzerda ochiladi, qolganlari yuklab olinadi.',
    },
  },
  access: editorialContent,
  // Every save kept: an editor can compare and restore any of the last 30.
  versions: { maxPerDoc: 30 },
  defaultSort: '-date',
  upload: {
    staticDir: path.join(env.MEDIA_DIR, 'documents'),
    handlers: env.usesS3 ? [] : [missingFileIsNotFound(path.join(env.MEDIA_DIR, 'documents'))],
    mimeTypes: Object.keys(DOCUMENT_TYPES),
    // A PDF opens in the browser; anything else is saved. Never sniffed into something else.
    modifyResponseHeaders: ({ headers }) => {
      const inline = headers.get('Content-Type')?.startsWith('application/pdf')
      headers.set('Content-Disposition', inline ? 'inline' : 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
    { name: 'description', label: LABELS.description, type: 'textarea', localized: true, maxLength: 500 },
    {
      name: 'category',
      label: { en: 'Category', ru: 'Категория', uz: 'Turkum' },
      type: 'select',
      required: true,
      defaultValue: 'other',
      index: true,
      options: [
        { value: 'admission-rules', label: { en: 'Admission rules', ru: 'Правила приёма', uz: 'Qabul qoidalari' } },
        { value: 'curricula', label: { en: 'Curricula', ru: 'Учебные планы', uz: 'Oʻquv rejalar' } },
        { value: 'licences', label: { en: 'Licences and accreditation', ru: 'Лицензии и аккредитация', uz: 'Litsenziya va akkreditatsiya' } },
        { value: 'timetables', label: { en: 'Timetables', ru: 'Расписания', uz: 'Dars jadvallari' } },
        { value: 'orders', label: { en: 'Orders', ru: 'Приказы', uz: 'Buyruqlar' } },
        { value: 'other', label: { en: 'Other', ru: 'Другое', uz: 'Boshqa' } },
      ],
      admin: { position: 'sidebar' },
    },
    dateField(),
  ],
  hooks: combineHooks({ beforeOperation: [recognisedDocumentOnly] }, revalidateList(TAGS.documents), searchIndexHooks('documents')),
}
