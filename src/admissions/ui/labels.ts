import type en from '@/i18n/messages/en.json'

/**
 * The words of the application form: the `form` messages but its title and introduction (the
 * page shows them, and every word given to the form is written into the page's data again).
 */
export type FormText = Omit<(typeof en)['form'], 'title' | 'intro'>
/** The "Get updates in Telegram" link's words, shown only with a link from the server (the bot is set up). */
export type TelegramLabels = { label: string; hint: string }
export type ApplicationFormLabels = { text: FormText; errors: Record<string, string>; telegram?: TelegramLabels }
