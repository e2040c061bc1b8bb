import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  firstSupported,
  intlLocale,
  isLanguage,
  numberLocale,
  type Language,
} from '@panel/shared/i18n/languages.ts';
import {
  messageCatalogueLoaders,
  translateMessage,
  type MessageCatalogue,
} from '@panel/shared/i18n/translate-message.ts';
import { icuMessages } from './icu-messages';

/**
 * The panel's languages (react-i18next with ICU messages, lib/icu-messages.ts). Catalogues live in
 * `src/locales/<language>/<namespace>.json`, a namespace per feature plus `common` for the shell and
 * shared components; keys are flat ("login.title"). Each catalogue is its own chunk, fetched when a
 * screen first asks for its namespace in that language, so a page carries only its own texts.
 */
const catalogues = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json');

const STORAGE_KEY = 'panel.language';

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's language when it is one of ours other than English (English is everyone's fallback). */
function browserLanguage(): Language | undefined {
  const language = firstSupported(typeof navigator === 'undefined' ? [] : navigator.languages);
  return language === 'en' ? undefined : language;
}

/** The shared schemas' and client's own messages in the current language (see translate-message.ts). */
let messages: MessageCatalogue | undefined;

async function loadMessages(language: Language) {
  messages = language === 'en' ? undefined : await messageCatalogueLoaders[language]();
}

export const i18n = i18next.createInstance();

/** Settles when the current language's `common` texts and route titles are loaded. */
export const i18nReady = i18n
  .use(icuMessages)
  .use(initReactI18next)
  .use({
    type: 'backend',
    init() {},
    read(
      language: string,
      namespace: string,
      callback: (error: unknown, data?: Record<string, string>) => void,
    ) {
      const load = catalogues[`../locales/${language}/${namespace}.json`];
      if (!load) return callback(null, {});
      load().then(
        (m) => callback(null, m.default),
        (error: unknown) => callback(error),
      );
    },
  })
  .init({
    lng: storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi', 'mr', 'gu', 'ta'],
    ns: ['common', 'routes'],
    defaultNS: 'common',
    // Keys are flat strings with dots in them.
    keySeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  void loadMessages(language);
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
if (isLanguage(i18n.language)) void loadMessages(i18n.language);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The user picked a language: used at once and remembered on this device. */
export function chooseLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  void i18n.changeLanguage(language);
}

/**
 * A language that applies when the user chose none on this device: their account's preference
 * (after signing in), else the agency's default when the browser asks for none of ours.
 */
export function applyLanguageDefault(language: string | undefined, source: 'account' | 'agency') {
  if (!isLanguage(language) || storedLanguage()) return;
  if (source === 'agency' && browserLanguage()) return;
  if (source === 'account') chooseLanguage(language);
  else void i18n.changeLanguage(language);
}

/** A message from a shared schema or the client itself, in the current language. */
export const localizeMessage = (english: string): string => translateMessage(english, messages);

/** Whether the agency shows numbers in the script's own digits (Agency Management). */
let nativeDigits = false;
export const setNativeDigits = (value: boolean) => {
  nativeDigits = value;
};

/** The Intl locale for dates in the current language (day before month, the language's month names). */
export const currentLocale = (): string => intlLocale(currentLanguage(), nativeDigits);

/** The Intl locale for numbers and money: Indian grouping (1,49,999.50), the agency's choice of digits. */
export const currentNumberLocale = (): string => numberLocale(currentLanguage(), nativeDigits);
