// What a message to an applicant in the outbox can be about, how it goes, and where it stands.
export const MESSAGE_KINDS = ['submitted', 'status', 'contract', 'document_request', 'payment'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export const MESSAGE_CHANNELS = ['email', 'telegram'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const
export type MessageState = (typeof MESSAGE_STATES)[number]
