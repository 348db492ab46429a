// One applicant's form fields and documents, as the public form sends them to /api/apply:
// shared by the tests that submit an application over HTTP.
import sharp from 'sharp'

export type Choices = { degree: number; studyForm: number; direction: number; region: number }

/** The text fields of a valid application for these catalogue choices; `overrides` replace any. */
export function applicantFields(choices: Choices, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    locale: 'en',
    degree: String(choices.degree),
    study_form: String(choices.studyForm),
    faculty: String(choices.direction),
    region: String(choices.region),
    first_name: 'Timur',
    last_name: 'Privacy',
    passport_series: 'AC',
    passport_number: '7654321',
    passport_issued_by: 'Samarkand IIB',
    passport_issue_date: '2020-01-15',
    passport_expiry_date: '2030-01-14',
    citizenship: 'Uzbekistan',
    gender: 'male',
    birth_date: '2005-09-09',
    birth_place: 'Samarkand',
    phone: '+998 91 000 11 22',
    email: 'timur.privacy@example.com',
    permanent_address: 'Samarkand, Registan 1',
    institution_name: 'Lyceum No. 1',
    consent: '1',
    ...overrides,
  }
}

/** The three documents the form requires: a 3×4 photo on white, the passport and the diploma. */
export async function applicantDocuments() {
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#fafafa' } })
    .jpeg()
    .toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  return [
    { field: 'photo', name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
    { field: 'passport_copy', name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf },
    { field: 'diploma', name: 'diploma.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]
}
