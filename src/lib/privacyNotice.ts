// The privacy notice: the static page the consent banner, the sign-up boxes, the contact form
// and the application's consent link to. Its version, recorded with each application's
// consent, is the moment the page was last published (admissions/server/consent.ts).
export const PRIVACY_PAGE_SLUG = 'privacy'
export const PRIVACY_NOTICE_PATH = `/static/${PRIVACY_PAGE_SLUG}`
