/** A tel: link for a phone number as editors write it ("+998 66 233 00 11"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
