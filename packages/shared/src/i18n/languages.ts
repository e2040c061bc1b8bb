/**
 * The languages the panel, the server's messages and the public card speak. English is the source
 * language: its texts are the spec's, and every other catalogue is checked against it.
 */
export const LANGUAGES = ['en', 'hi', 'mr', 'gu', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as its readers look for it in a picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  ta: 'தமிழ்',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The Intl locale for dates (month names, day order) in a language: its Indian locale. Digits stay
 * Latin (Marathi's CLDR default is Devanagari digits) unless the agency asks for the script's own.
 */
export function intlLocale(language: Language, nativeDigits = false): string {
  if (language === 'en') return 'en-IN';
  return `${language}-IN-u-nu-${nativeDigits ? NATIVE_NUMBERING[language] : 'latn'}`;
}

/**
 * The Intl locale for numbers and money: Indian grouping (₹1,49,999.50) in every language, which
 * CLDR's Marathi lacks (₹149,999.50), so numbers use English (India) with the chosen digits.
 */
export function numberLocale(language: Language, nativeDigits = false): string {
  return language === 'en' || !nativeDigits ? 'en-IN' : `en-IN-u-nu-${NATIVE_NUMBERING[language]}`;
}

const NATIVE_NUMBERING: Record<Exclude<Language, 'en'>, string> = {
  hi: 'deva',
  mr: 'deva',
  gu: 'gujr',
  ta: 'tamldec',
};

/** The first supported language among BCP 47 tags in preference order (`hi-IN` → `hi`), if any. */
export function firstSupported(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/** An Accept-Language header's tags, most wanted first (q=0 dropped). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0 && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** The language a request asks for by its Accept-Language header, English when none is ours. */
export const requestLanguage = (acceptLanguage: string | undefined): Language =>
  firstSupported(acceptLanguageTags(acceptLanguage)) ?? DEFAULT_LANGUAGE;
