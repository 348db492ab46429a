import type { AdminTextKey } from './translations'

type Translate = (key: AdminTextKey, values?: Record<string, unknown>) => string

/** Payload's `t` (req.t, useTranslation), whose types know only Payload's keys, for ours (translations.ts). */
export const ours = (t: unknown) => t as Translate
