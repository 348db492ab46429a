// A payment's receipt as a PDF, made on the server with PDFKit and the DejaVu fonts (Latin and
// Cyrillic) that come from npm with the project, as the contract is (src/admissions/server/contractPdf.ts).
import path from 'node:path'
import PDFDocument from 'pdfkit'

export type ReceiptView = {
  university: string
  title: string
  /** Label and value, in the order printed. */
  rows: [string, string][]
}

const font = (file: string) => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', file)

export function receiptPdf(receipt: ReceiptView, number: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margins: { top: 40, bottom: 40, left: 48, right: 48 },
    info: { Title: `${receipt.title} ${number}`, Subject: number, Author: receipt.university },
    font: font('DejaVuSans.ttf'),
  })
  doc.registerFont('body', font('DejaVuSans.ttf'))
  doc.registerFont('bold', font('DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  doc.font('bold').fontSize(13).text(receipt.university, { align: 'center' })
  doc.moveDown(0.4)
  doc.font('body').fontSize(11).text(receipt.title, { align: 'center' })
  doc.moveDown(0.6)
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#94a3b8')
    .stroke()
  doc.moveDown(0.8)
  const labelWidth = width * 0.38
  for (const [label, value] of receipt.rows) {
    const top = doc.y
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#475569')
      .text(label, left, top, { width: labelWidth - 8 })
    const afterLabel = doc.y
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor('#000000')
      .text(value, left + labelWidth, top, { width: width - labelWidth })
    doc.y = Math.max(afterLabel, doc.y) + 6
  }
  doc.end()
  return done
}
