import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/translator'

import type { ApplicationFormLabels, FormText } from './labels'

/**
 * The form's words for the browser: its own messages, the server's error messages (templates kept)
 * and the Telegram link's, shown only when the server's answer carries a link (the page is built
 * once, before the bot's settings are known).
 */
export async function applicationFormLabels(locale: Locale): Promise<ApplicationFormLabels> {
  const messages = (await getMessages({ locale })) as {
    form: FormText & { title: string; intro: string }
    applyErrors: Record<string, string>
    telegram: Messages['telegram']
  }
  const { title: _title, intro: _intro, ...text } = messages.form
  return {
    text,
    errors: { ...messages.applyErrors, fileTypeChoice: messages.form.errors.fileType },
    telegram: { label: messages.telegram.connect, hint: messages.telegram.connectHint },
  }
}
