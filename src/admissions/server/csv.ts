// Applications as CSV for spreadsheets: RFC 4180 quoting, a BOM so Excel reads UTF-8,
// and cells that would start a formula defused.
import type { Application } from '@/payload-types'

const named = (value: unknown) => (typeof value === 'object' && value !== null ? String((value as { name?: string }).name ?? '') : '')

export const CSV_COLUMNS: [string, (row: Application) => unknown][] = [
  ['Number', (row) => row.applicationNumber],
  ['Status', (row) => row.status],
  ['Submitted', (row) => row.createdAt],
  ['Last name', (row) => row.lastName],
  ['First name', (row) => row.firstName],
  ['Middle name', (row) => row.middleName],
  ['Date of birth', (row) => row.birthDate],
  ['Gender', (row) => row.gender],
  ['Citizenship', (row) => row.citizenship],
  ['Passport', (row) => `${row.passportSeries} ${row.passportNumber}`],
  ['Phone', (row) => row.phone],
  ['E-mail', (row) => row.email],
  ['Region', (row) => named(row.region)],
  ['Degree', (row) => named(row.degree)],
  ['Form of study', (row) => named(row.studyForm)],
  ['Faculty', (row) => named(row.faculty)],
  ['Direction', (row) => named(row.program)],
  ['Transfer', (row) => (row.isTransfer ? 'yes' : 'no')],
  ['Language', (row) => row.locale],
]

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

export const csvHeader = () => `\uFEFF${csvLine(CSV_COLUMNS.map(([title]) => title))}`
export const csvRow = (row: Application) => csvLine(CSV_COLUMNS.map(([, read]) => read(row)))
