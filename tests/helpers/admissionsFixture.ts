// A small install for the storage and backup suites: a picture, a programme applicants can
// choose, staff accounts, and applications sent through the real /api/apply route.
import type { Role } from '@/access'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { POST as apply } from '@/app/api/apply/route'

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d6fb8' } })
    .png()
    .toBuffer()
export const jpeg = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f4f4' } })
    .jpeg()
    .toBuffer()
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  )

export type Catalogue = { degree: number; form: number; region: number; program: number; media: number }

export async function uploadPicture(payload: Payload, name: string, width = 400, height = 300) {
  const picture = await png(width, height)
  return payload.create({ collection: 'media', data: { alt: name }, file: { data: picture, mimetype: 'image/png', name: `${name}.png`, size: picture.length } })
}

export async function createCatalogue(payload: Payload, tag: string): Promise<Catalogue> {
  const media = await uploadPicture(payload, `faculty-${tag}`)
  const degree = await payload.create({ collection: 'degrees', data: { name: 'Bachelor’s', code: `bachelor-${tag}` } })
  const form = await payload.create({ collection: 'study-forms', data: { name: 'Full-time', code: `full-time-${tag}` } })
  const region = await payload.create({ collection: 'regions', data: { name: 'Tashkent city', code: `tashkent-${tag}` } })
  const faculty = await payload.create({ collection: 'faculties', data: { name: 'Faculty of Computing', image: media.id } })
  const program = await payload.create({
    collection: 'programs',
    data: {
      name: 'Software Engineering',
      code: `606${tag.length}${Date.now() % 100000}`,
      faculty: faculty.id,
      degree: degree.id,
      studyForms: [form.id],
      languages: ['en'],
      durationYears: 4,
      tuitionFee: 18_000_000,
    },
  })
  return { degree: degree.id, form: form.id, region: region.id, program: program.id, media: media.id }
}

/** Signs a staff member up and in; resolves with the token for `Authorization: JWT …`. */
export async function staffToken(payload: Payload, role: Role): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.edu`
  await payload.create({ collection: 'users', data: { email, password: 'a-long-test-password-1', roles: [role] } as never, overrideAccess: true })
  return (await payload.login({ collection: 'users', data: { email, password: 'a-long-test-password-1' } })).token!
}

export const applicantDocuments = async () => [
  { field: 'photo', name: 'me.jpg', type: 'image/jpeg', data: await jpeg() },
  { field: 'passport_copy', name: 'passport.pdf', type: 'application/pdf', data: pdf() },
  { field: 'diploma', name: 'diploma.png', type: 'image/png', data: await png(200, 280) },
]

let counter = 0
/** A multipart request to /api/apply, as the form sends it. */
export function applyRequest(catalogue: Catalogue, files: { field: string; name: string; type: string; data: Buffer }[], fields: Record<string, string> = {}) {
  counter++
  const values: Record<string, string> = {
    locale: 'en',
    degree: String(catalogue.degree),
    study_form: String(catalogue.form),
    faculty: String(catalogue.program),
    region: String(catalogue.region),
    first_name: 'Aziza',
    last_name: 'Karimova',
    passport_series: 'ab',
    passport_number: String(1_000_000 + counter),
    passport_issued_by: 'Tashkent city IIB',
    passport_issue_date: '2021-05-10',
    passport_expiry_date: '2031-05-09',
    citizenship: 'Uzbekistan',
    gender: 'female',
    birth_date: '2006-03-14',
    birth_place: 'Tashkent',
    phone: '+998 90 123 45 67',
    email: `applicant-${Date.now()}-${counter}@example.com`,
    permanent_address: 'Tashkent, Chilonzor 5-12',
    institution_name: 'School No. 110',
    consent: '1',
    ...fields,
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return new Request('http://localhost/api/apply', {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': `10.9.${Math.floor(counter / 250)}.${counter % 250}` },
  })
}

/** Sends an application with three documents; resolves with its number. */
export async function submitApplicationThroughRoute(catalogue: Catalogue, fields: Record<string, string> = {}): Promise<string> {
  const response = await apply(applyRequest(catalogue, await applicantDocuments(), fields))
  const body = (await response.json()) as { data?: { application_number: string }; errors?: unknown }
  if (response.status !== 201) throw new Error(`Application refused (${response.status}): ${JSON.stringify(body)}`)
  return body.data!.application_number
}
