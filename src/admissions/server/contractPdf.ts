// The contract as a PDF, made on the server with PDFKit and the DejaVu fonts (Latin and
// Cyrillic) that come from npm with the project: nothing is fetched at run time.
import path from 'node:path'
import PDFDocument from 'pdfkit'

import type { ContractView } from './contract'

const font = (file: string) => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', file)

export function contractPdf(contract: ContractView, labels: { university: string; student: string; signature: string }): Promise<Buffer> {
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
