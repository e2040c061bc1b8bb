import type { Language } from './languages.ts';

/**
 * The server's and the shared schemas' messages are written in English where they are raised (the
 * spec's texts; the error `code` is the contract). A language's message catalogue maps each English
 * sentence to its translation, gettext-style. A sentence built from parts ("Business not found.") is
 * a pattern with {placeholders} on both sides; each part found is itself translated (a key, or a
 * pattern: "the Gold plan" inside a notification), so "Business" is translated too when the catalogue
 * has it. A sentence nobody translated stays English.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const compiled = new WeakMap<MessageCatalogue, Pattern[]>();

function patternsOf(catalogue: MessageCatalogue): Pattern[] {
  let patterns = compiled.get(catalogue);
  if (!patterns) {
    patterns = Object.entries(catalogue)
      .filter(([english]) => english.includes('{'))
      .map(([english, translation]) => {
        const names: string[] = [];
        const source = english
          .split(PLACEHOLDER)
          .map((part, i) => {
            if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(part);
            return '(.+?)';
          })
          .join('');
        return { regex: new RegExp(`^${source}$`, 's'), names, translation };
      });
    compiled.set(catalogue, patterns);
  }
  return patterns;
}

export function translateMessage(english: string, catalogue: MessageCatalogue | undefined): string {
  if (!catalogue) return english;
  const exact = catalogue[english];
  if (exact !== undefined) return exact;
  for (const { regex, names, translation } of patternsOf(catalogue)) {
    const match = regex.exec(english);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return translation.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return value === english ? (catalogue[value] ?? value) : translateMessage(value, catalogue);
    });
  }
  return english;
}

/** Loads one language's message catalogue (English needs none). */
export const messageCatalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<MessageCatalogue>> = {
  hi: () => import('./messages/hi.json', { with: { type: 'json' } }).then((m) => m.default),
  mr: () => import('./messages/mr.json', { with: { type: 'json' } }).then((m) => m.default),
  gu: () => import('./messages/gu.json', { with: { type: 'json' } }).then((m) => m.default),
  ta: () => import('./messages/ta.json', { with: { type: 'json' } }).then((m) => m.default),
};
