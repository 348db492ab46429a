// The contract as a PDF, made on the server with PDFKit and the DejaVu fonts (Latin and
// Cyrillic) that come from npm with the project: nothing is fetched at run time.
import path from 'node:path'
import PDFDocument from 'pdfkit'

import type { InvoiceView } from '@/payments/shared/invoiceView'

import type { ContractView } from './contract'

export type PdfLabels = {
  university: string
  student: string
  signature: string
  invoice: Record<'invoiceHeading' | 'invoiceNumber' | 'total' | 'paid' | 'remaining' | 'dueBy' | 'amount' | 'paidInFull' | 'howToPay', string>
}

const font = (file: string) => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', file)

/** The invoice after the contract's sections: its number, each instalment by its date with what of it is paid, the total. */
function invoiceTable(doc: PDFKit.PDFDocument, invoice: InvoiceView, labels: PdfLabels['invoice'], width: number) {
  const left = doc.page.margins.left
  if (doc.y + 80 + 16 * invoice.instalments.length > doc.page.height - doc.page.margins.bottom) doc.addPage()
  doc.font('bold').fontSize(11).text(labels.invoiceHeading, left, doc.y, { width, align: 'center' })
  doc.moveDown(0.4)
  const row = (cells: [string, string, string], font: 'body' | 'bold') => {
    const top = doc.y
    const columns = [0.46, 0.3, 0.24].map((share) => share * width)
    let x = left
    cells.forEach((cell, index) => {
      doc
        .font(font)
        .fontSize(10)
        .text(cell, x, top, { width: columns[index]! - 6, align: index === 0 ? 'left' : 'right' })
      x += columns[index]!
    })
    doc.y = top + 16
  }
  doc.font('body').fontSize(10.5).text(`${labels.invoiceNumber}: ${invoice.invoice_number}`, left, doc.y, { width })
  doc.moveDown(0.4)
  row([labels.dueBy, labels.amount, labels.paid], 'bold')
  for (const instalment of invoice.instalments)
    row(
      [
        instalment.due_text,
        instalment.amount_text,
        instalment.covered >= instalment.amount ? labels.paidInFull : instalment.covered > 0 ? instalment.covered_text : '—',
      ],
      'body',
    )
  row([labels.total, invoice.total_text, invoice.paid_text], 'bold')
  doc.moveDown(0.4)
  doc
    .font('body')
    .fontSize(10.5)
    .text(`${labels.remaining}: ${invoice.remaining > 0 ? invoice.remaining_text : labels.paidInFull}`, left, doc.y, { width })
  if (invoice.remaining > 0) doc.text(labels.howToPay.replace('{number}', invoice.invoice_number), left, doc.y, { width })
  doc.moveDown(1)
}

export function contractPdf(contract: ContractView, labels: PdfLabels): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 64, right: 56 },
    info: { Title: contract.title, Subject: contract.number },
    font: font('DejaVuSerif.ttf'),
  })
  doc.registerFont('body', font('DejaVuSerif.ttf'))
  doc.registerFont('bold', font('DejaVuSerif-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  doc.font('bold').fontSize(14).text(contract.title, { align: 'center' })
  doc.moveDown(0.8)
  const top = doc.y
  doc.font('body').fontSize(10.5).text(contract.city, doc.page.margins.left, top)
  doc.text(contract.date, doc.page.margins.left, top, { width, align: 'right' })
  doc.moveDown(1)
  for (const section of contract.sections) {
    doc.font('bold').fontSize(11).text(section.heading, doc.page.margins.left, doc.y, { width })
    doc.moveDown(0.3)
    for (const paragraph of section.paragraphs) {
      doc.font('body').fontSize(10.5).text(paragraph, { width, align: 'justify', indent: 18 })
      doc.moveDown(0.3)
    }
    doc.moveDown(0.5)
  }

  if (contract.invoice) invoiceTable(doc, contract.invoice, labels.invoice, width)

  // Signatures: the two parties side by side, kept together on one page.
  const column = (width - 24) / 2
  const height = 40 + 14 * Math.max(contract.parties.university.length, contract.parties.student.length)
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
  const start = doc.y
  const party = (x: number, heading: string, rows: string[]) => {
    doc.font('bold').fontSize(11).text(heading, x, start, { width: column })
    doc.font('body').fontSize(10)
    for (const row of rows) doc.text(row, x, doc.y, { width: column })
    doc.moveDown(1.5).text(`${labels.signature} ____________________`, x, doc.y, { width: column })
  }
  party(doc.page.margins.left, labels.university, contract.parties.university)
  party(doc.page.margins.left + column + 24, labels.student, contract.parties.student)
  doc.end()
  return done
}
