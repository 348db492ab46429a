// For npm run test:crash-payments: approved applications with their invoices on the throw-away
// database, made as staff make them (one status step at a time, the invoice by the approval), and
// online payment switched on with test merchant settings. Prints the invoices as JSON.
import { getPayload } from 'payload'

import { newApplicationNumber } from '../src/admissions/server/applicationNumber'
import config from '../src/payload.config'

const count = Number(process.argv.find((arg) => arg.startsWith('--count='))?.split('=')[1] ?? 20)
const payload = await getPayload({ config })

const first = async (collection: 'degrees' | 'study-forms' | 'regions') =>
  (await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
const [degree, studyForm, region] = await Promise.all([first('degrees'), first('study-forms'), first('regions')])
const program = (await payload.find({ collection: 'programs', where: { tuitionFee: { greater_than: 0 } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!

await payload.updateGlobal({
  slug: 'payment-settings',
  data: {
    payme: { merchantId: '5e730e8e0b852a417aa49ceb', key: 'payme-test-key-0123456789' },
    click: { serviceId: '28420', merchantId: '11675', merchantUserId: '22839', secretKey: 'click-test-secret' },
  },
  overrideAccess: true,
})

const invoices = []
for (let n = 0; n < count; n++) {
  const application = await payload.create({
    collection: 'applications',
    data: {
      applicationNumber: newApplicationNumber(),
      status: 'not_confirmed',
      locale: 'en',
      degree,
      studyForm,
      program: program.id,
      region,
      lastName: `Payer${n}`,
      firstName: 'Crash',
      gender: 'female',
      birthDate: '2006-05-05',
      birthPlace: 'Bukhara',
      citizenship: 'Uzbekistan',
      passportSeries: 'AD',
      passportNumber: String(2_000_000 + n),
      passportIssuedBy: 'Bukhara IIB',
      passportIssueDate: '2022-01-10',
      passportExpiryDate: '2032-01-09',
      phone: '+998 90 000 00 00',
      email: `crash-payer-${n}@example.com`,
      permanentAddress: 'Bukhara, 1',
      institutionName: 'School No. 1',
      complete: true,
    },
    overrideAccess: true,
    depth: 0,
  })
  for (const status of ['received', 'in_consideration', 'approved'] as const)
    await payload.update({ collection: 'applications', id: application.id, data: { status }, overrideAccess: true, depth: 0 })
  const invoice = (await payload.find({ collection: 'invoices', where: { application: { equals: application.id } }, depth: 0, overrideAccess: true })).docs[0]!
  invoices.push({ id: invoice.id, number: invoice.number, total: invoice.total, application: application.id })
}
console.log(JSON.stringify(invoices))
await payload.destroy()
process.exit(0)
