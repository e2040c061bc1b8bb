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
 * An English message as a pattern for one whole line of a page: its ICU arguments (plural and select
 * branches included) stand for any text. Null when too little English is left around the arguments
 * to tell it from data ("{name} ({count})").
 */
function linePattern(message: string): RegExp | null {
  const literals = [''];
  let depth = 0;
  for (const ch of message) {
    if (ch === '{' && depth++ === 0) literals.push('');
    else if (ch === '}' && depth > 0) depth -= 1;
    else if (depth === 0) literals[literals.length - 1] += ch;
  }
  if ((literals.join('').match(/[A-Za-z]/g) ?? []).length < 3) return null;
  const escaped = literals.map((l) => l.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+').trim()}$`);
}

/**
 * Lines of the page that are an English catalogue text whose translation differs, its arguments
 * filled in or not: English left on a translated screen. What may stay English passes without an
 * allow-list: brand and product words ("WhatsApp", "OTP", "UPI") and the spec's quoted texts that a
 * language keeps as quoted are the same in both catalogues, and what the user typed or the agency
 * named (an address, "Premium Monthly") is in no catalogue.
 */
export function englishLinesOf(pageText: string, language: string): string[] {
  const translated = load(language);
  const leftovers: RegExp[] = [];
  for (const [id, message] of english) {
    if (translated.get(id) === message) continue;
    const pattern = linePattern(message.trim());
    if (pattern) leftovers.push(pattern);
  }
  return pageText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => leftovers.some((p) => p.test(line)));
}
