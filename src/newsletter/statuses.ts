/** A subscriber's life: pending until the link in the first e-mail is followed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/**
 * The version of the consent text shown beside the box (messages `newsletter.privacy`).
 * Change it whenever that text changes: each subscriber keeps the version they agreed to.
 */
export const CONSENT_TEXT_VERSION = '2026-11-23'
