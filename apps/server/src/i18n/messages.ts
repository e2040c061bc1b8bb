import type { Language } from '@panel/shared/i18n/languages.ts';
import gu from '@panel/shared/i18n/messages/gu.json' with { type: 'json' };
import hi from '@panel/shared/i18n/messages/hi.json' with { type: 'json' };
import mr from '@panel/shared/i18n/messages/mr.json' with { type: 'json' };
import ta from '@panel/shared/i18n/messages/ta.json' with { type: 'json' };
import { translateMessage, type MessageCatalogue } from '@panel/shared/i18n/translate-message.ts';

const CATALOGUES: Record<Exclude<Language, 'en'>, MessageCatalogue> = { hi, mr, gu, ta };

/** A message raised in English (an error, an SMS), in the given language. */
export const localize = (english: string, language: Language): string =>
  language === 'en' ? english : translateMessage(english, CATALOGUES[language]);
