import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { intlLocale, LANGUAGES } from '@panel/shared/i18n/languages.ts';

/**
 * Issue 16's check: every key of the English catalogues exists in every language, no language has
 * keys English lacks, each message is valid ICU, and a translation uses the same arguments as the
 * English message (a renamed {count} would print nothing).
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Record<string, string>;
const namespaces = readdirSync(path.join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

/** The argument names of an ICU message (plural, select and nested arguments included). */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }[]) {
      // Literal (0) and pound (7) carry no argument; tags (8) carry children.
      if (node.type !== 0 && node.type !== 7 && node.type !== 8 && node.value) names.add(node.value);
      if (node.options) for (const option of Object.values(node.options)) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, intlLocale(language as 'en')).getAst());
  return [...names].sort();
}

describe.each(namespaces)('the %s catalogue', (namespace) => {
  const english = read('en', namespace);
  it('has English messages that parse', () => {
    for (const message of Object.values(english)) expect(() => argumentsOf(message, 'en')).not.toThrow();
  });
  it.each(LANGUAGES.filter((l) => l !== 'en'))('is complete in %s, with the same arguments', (language) => {
    const translated = read(language, namespace);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(translated)) {
      expect(message.trim(), `${language} ${key} is empty`).not.toBe('');
      expect(argumentsOf(message, language), `${language} ${key}`).toEqual(
        argumentsOf(english[key] ?? '', 'en'),
      );
    }
  });
});
