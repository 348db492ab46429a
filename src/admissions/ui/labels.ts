import type en from '@/i18n/messages/en.json'

/** The words of the application form: the `form` messages, and the error messages by key. */
export type FormText = (typeof en)['form']
/** The "Get updates in Telegram" link's words, shown only with a link from the server (the bot is set up). */
export type TelegramLabels = { label: string; hint: string }
export type ApplicationFormLabels = { text: FormText; errors: Record<string, string>; telegram?: TelegramLabels }
