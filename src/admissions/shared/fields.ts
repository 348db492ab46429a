// The application's fields as docs/admissions-api.md names them, grouped the way the form
// shows them, and which of them are required. Values are kept as strings: that is what the
// form, the draft and the multipart body hold. What each value must be is in rules.ts.
import { DOCUMENT_KINDS, REQUIRED_DOCUMENTS } from './documents'

export const VALUE_FIELDS = [
  'degree',
  'study_form',
  'faculty',
  'region',
  'last_name',
  'first_name',
  'middle_name',
  'birth_date',
  'gender',
  'birth_place',
  'citizenship',
  'passport_series',
  'passport_number',
  'passport_issued_by',
  'passport_issue_date',
  'passport_expiry_date',
  'permanent_address',
  'temporary_address',
  'phone',
  'phone_extra',
  'telegram_phone',
  'email',
  'institution_name',
  'institution_address',
  'is_transfer',
  'course',
  'semester',
  'study_from',
  'study_to',
  'father_name',
  'father_phone',
  'mother_name',
  'mother_phone',
  'consent',
] as const
export const FILE_FIELDS = DOCUMENT_KINDS

export type ValueField = (typeof VALUE_FIELDS)[number]
export type FileField = (typeof FILE_FIELDS)[number]
export type FieldName = ValueField | FileField
export type Values = Record<ValueField, string>
export type Files = Record<FileField, File[]>
export type Step = 1 | 2 | 3

export type SectionId = 'program' | 'identity' | 'passport' | 'contacts' | 'education' | 'transfer' | 'parents' | 'documents' | 'consent'
export type Section = { id: SectionId; step: Step; fields: readonly FieldName[] }

export const SECTIONS: readonly Section[] = [
  { id: 'program', step: 1, fields: ['degree', 'study_form', 'faculty', 'region'] },
  { id: 'identity', step: 2, fields: ['last_name', 'first_name', 'middle_name', 'birth_date', 'gender', 'birth_place', 'citizenship'] },
  { id: 'passport', step: 2, fields: ['passport_series', 'passport_number', 'passport_issued_by', 'passport_issue_date', 'passport_expiry_date'] },
  { id: 'contacts', step: 2, fields: ['permanent_address', 'temporary_address', 'phone', 'phone_extra', 'telegram_phone', 'email'] },
  { id: 'education', step: 2, fields: ['institution_name', 'institution_address', 'is_transfer'] },
  { id: 'transfer', step: 2, fields: ['course', 'semester', 'study_from', 'study_to'] },
  { id: 'parents', step: 2, fields: ['father_name', 'father_phone', 'mother_name', 'mother_phone'] },
  { id: 'documents', step: 2, fields: ['photo', 'passport_copy', 'diploma', 'transcript', 'file4'] },
  // Given last, on the verification step, under everything the applicant is about to send.
  { id: 'consent', step: 3, fields: ['consent'] },
]

/** Every field in the order the form shows it. */
export const FIELD_ORDER: readonly FieldName[] = SECTIONS.flatMap((section) => section.fields)

/** A box ticked in the form ('1'), or sent ticked by another client ('true', 'on', 'yes'). */
export const isTicked = (value: string | undefined) => ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase())

export const isTransfer = (values: Pick<Values, 'is_transfer'>) => isTicked(values.is_transfer)

const TRANSFER_ONLY: ReadonlySet<FieldName> = new Set<FieldName>(['course', 'semester', 'study_from', 'study_to', 'transcript'])

/** Transfer details and the transcript are asked of transfer applicants only. */
export const isShown = (field: FieldName, values: Values) => !TRANSFER_ONLY.has(field) || isTransfer(values)

/** The sections that apply to these answers (the transfer one only for transfer applicants). */
export const sectionsFor = (values: Values, step?: Step) =>
  SECTIONS.filter((section) => (section.id !== 'transfer' || isTransfer(values)) && (step === undefined || section.step === step))

export const stepOf = (field: FieldName): Step => SECTIONS.find((section) => section.fields.includes(field))?.step ?? 2

export const isFieldName = (name: string): name is FieldName => (FIELD_ORDER as readonly string[]).includes(name)

export const emptyValues = (): Values => Object.fromEntries(VALUE_FIELDS.map((name) => [name, ''])) as Values
export const emptyFiles = (): Files => Object.fromEntries(FILE_FIELDS.map((name) => [name, []])) as unknown as Files

/** What an applicant may leave empty: these, the parents' section, and the documents not in REQUIRED_DOCUMENTS. */
const OPTIONAL_VALUES: readonly ValueField[] = ['middle_name', 'temporary_address', 'phone_extra', 'telegram_phone', 'institution_address', 'is_transfer']
const OPTIONAL: ReadonlySet<FieldName> = new Set<FieldName>([
  ...OPTIONAL_VALUES,
  ...SECTIONS.filter((section) => section.id === 'parents').flatMap((section) => section.fields),
  ...FILE_FIELDS.filter((kind) => !REQUIRED_DOCUMENTS.includes(kind)),
])

/** Required of every applicant: all but the optional fields and the transfer details. */
export const REQUIRED: ReadonlySet<FieldName> = new Set(FIELD_ORDER.filter((field) => !OPTIONAL.has(field) && !TRANSFER_ONLY.has(field)))
/** Required only when the applicant transfers from another university. */
export const REQUIRED_FOR_TRANSFER: ReadonlySet<FieldName> = new Set<FieldName>(['course', 'semester', 'transcript'])

export const isRequired = (field: FieldName, values: Values) => REQUIRED.has(field) || (isTransfer(values) && REQUIRED_FOR_TRANSFER.has(field))
