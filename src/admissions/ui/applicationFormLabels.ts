import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { ApplicationFormLabels, FormText } from './labels'

/** The form's words for the browser: its own messages, and the server's error messages (templates kept). */
export async function applicationFormLabels(locale: Locale): Promise<ApplicationFormLabels> {
  const messages = (await getMessages({ locale })) as { form: FormText; applyErrors: Record<string, string> }
  return { text: messages.form, errors: { ...messages.applyErrors, fileTypeChoice: messages.form.errors.fileType } }
}
