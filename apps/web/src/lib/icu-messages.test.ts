import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@panel/shared/i18n/languages.ts';
import { formatMessage, icuMessages } from '@/lib/icu-messages';

/**
 * lib/icu-messages.ts against intl-messageformat (what i18next-icu used, `ignoreTag` as it set it):
 * every message of every catalogue, in its language, gives the same text for counts that pick each
 * plural form and for every select option.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

type AstNode = {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
};

/** Each argument of the message, with the values worth trying for it. */
function samples(ast: AstNode[], found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const node of ast) {
    if (node.value && (node.type === 1 || node.type === 5 || node.type === 6)) {
      const tried = found.get(node.value) ?? [];
      // 1: argument, 5: select, 6: plural (intl-messageformat's AST types).
      if (node.type === 1) tried.push('Demo Traders', 7);
      if (node.type === 5) tried.push(...Object.keys(node.options ?? {}), 'unlisted');
      if (node.type === 6) tried.push(0, 1, 2, 3, 5, 11, 21, 1000, 1234567);
      found.set(node.value, tried);
    }
    for (const option of Object.values(node.options ?? {})) samples(option.value, found);
  }
  return found;
}

const catalogues = LANGUAGES.flatMap((language) =>
  readdirSync(path.join(root, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      language,
      namespace: f.slice(0, -5),
      messages: JSON.parse(readFileSync(path.join(root, language, f), 'utf8')) as Record<string, string>,
    })),
);

describe('formatMessage', () => {
  it.each(catalogues.map((c) => [`${c.language}/${c.namespace}`, c] as const))(
    'formats %s as intl-messageformat does',
    (_, { language, messages }) => {
      for (const [key, message] of Object.entries(messages)) {
        const reference = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
        const args = [...samples(reference.getAst() as AstNode[])];
        const rounds = Math.max(1, ...args.map(([, values]) => values.length));
        for (let round = 0; round < rounds; round++) {
          const values = Object.fromEntries(args.map(([name, tried]) => [name, tried[round % tried.length]]));
          expect(
            formatMessage(message, language, values),
            `${language} ${key} ${JSON.stringify(values)}`,
          ).toBe(reference.format(values));
        }
      }
    },
  );

  it('reads quoting, exact plural cases, offsets and a select inside a plural', () => {
    expect(
      formatMessage("It''s '{literal}' and '#' {n, plural, one {'#' #} other {#}}", 'en', { n: 1 }),
    ).toBe("It's {literal} and '#' # 1");
    expect(
      formatMessage('{n, plural, offset:1 =0 {none} =1 {just {who}} other {{who} and # more}}', 'en', {
        n: 3,
        who: 'Asha',
      }),
    ).toBe('Asha and 2 more');
    expect(
      formatMessage('{g, select, f {{n, plural, one {her #} other {her # items}}} other {theirs}}', 'en', {
        g: 'f',
        n: 2,
      }),
    ).toBe('her 2 items');
  });

  it("writes the plural's number in the language's digits and grouping", () => {
    expect(formatMessage('{n, plural, one {# day} other {# days}}', 'en', { n: 1234567 })).toBe(
      '1,234,567 days',
    );
    expect(formatMessage('{n, plural, other {# दिवस}}', 'mr', { n: 12 })).toBe(
      new IntlMessageFormat('{n, plural, other {# दिवस}}', 'mr').format({ n: 12 }),
    );
  });

  it('shows a message it cannot fill as written, as i18next-icu did', () => {
    expect(icuMessages.parse('Hello {name}', {}, 'en')).toBe('Hello {name}');
    expect(icuMessages.parse('Broken {name', { name: 'x' }, 'en')).toBe('Broken {name');
    expect(icuMessages.parse('Hello {name}', { name: 'Asha' }, 'en')).toBe('Hello Asha');
  });
});
