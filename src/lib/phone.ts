/** A tel: link for a phone number as editors write it ("+998 66 233 00 11"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A phone number as people type it: digits with +, spaces, brackets and hyphens; 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 7 && digits <= 15
}
