import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's translation catalogues, read as data (apps/web/src/locales/<language>/<ns>.json), so a
 * spec can find a screen's words in another language by their English wording and scan a page for
 * English left behind.
 */
const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
type Catalogue = Map<string, string>; // "<ns>:<key>" → message

function load(language: string): Catalogue {
  const out: Catalogue = new Map();
  for (const file of readdirSync(path.join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, message] of Object.entries(messages)) out.set(`${file.slice(0, -5)}:${key}`, message);
  }
  return out;
}

const english = load('en');

/**
 * The words a screen shows in `language` for what it shows in English as `text` (no ICU arguments);
 * `namespace` picks the screen's catalogue when several word the same English differently.
 */
export function inLanguage(language: string, text: string, namespace?: string): string {
  const translated = load(language);
  for (const [id, message] of english)
    if (message === text && (!namespace || id.startsWith(`${namespace}:`))) {
      const found = translated.get(id);
      if (found) return found;
    }
  throw new Error(`"${text}" is in no English catalogue`);
}

/**
 * Lines of the page that are exactly an English catalogue text whose translation differs (words like
 * "WhatsApp" or "OTP" are the same in both, so they do not count): English left on a translated screen.
 */
export function englishLinesOf(pageText: string, language: string): string[] {
  const translated = load(language);
  const leftovers = new Set<string>();
  for (const [id, message] of english) {
    if (message.includes('{') || message.trim().length < 3) continue;
    if (translated.get(id) !== message) leftovers.add(message.trim());
  }
  return pageText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => leftovers.has(line));
}
