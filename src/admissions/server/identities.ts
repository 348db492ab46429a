// Who an application is from, as the per-identity limit counts it (src/security/rateLimit.ts):
// the passport, the e-mail address and the phone number, each written one way, so "aa 1234567"
// and "AA1234567", or "+998 90 123-45-67" and "998901234567", count as the same person.
import 'server-only'

const squeeze = (value: string | undefined, keep: RegExp) => (value ?? '').toUpperCase().replace(keep, '')

/** The keys one applicant's requests are counted under; empty fields give none. */
export function applicantIdentities(fields: Record<string, string | undefined>): string[] {
  const passport = squeeze(`${fields.passport_series ?? ''}${fields.passport_number ?? ''}`, /[^0-9A-Z]/g)
  const email = (fields.email ?? '').trim().toLowerCase()
  const phone = squeeze(fields.phone, /\D/g)
  return [passport.length >= 5 ? `passport:${passport}` : '', email.includes('@') ? `email:${email}` : '', phone.length >= 7 ? `phone:${phone}` : ''].filter(
    Boolean,
  )
}
