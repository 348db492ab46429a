import type en from '@/i18n/messages/en.json'

/** The words of the application form: the `form` messages, and the error messages by key. */
export type FormText = (typeof en)['form']
export type ApplicationFormLabels = { text: FormText; errors: Record<string, string> }
