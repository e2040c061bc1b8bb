import { localizeMessage } from '@/lib/i18n';

/** A form field's error (from a shared schema, written in English) in the current language. */
export const fieldMessage = (message: string | undefined): string | undefined =>
  message === undefined ? undefined : localizeMessage(message);
