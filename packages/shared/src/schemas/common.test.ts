import { describe, expect, it } from 'vitest';
import { calendarDateSchema, secretText, text, UNSAFE_TEXT_MESSAGE } from './common.ts';

describe('text()', () => {
  const name = text().min(1).max(20);
  const refused = (v: string) => name.safeParse(v).error?.issues.map((i) => i.message);

  it('trims and keeps what people type', () => {
    expect(name.parse('  Ganesh Stores ')).toBe('Ganesh Stores');
    expect(name.parse('श्री 🙏')).toBe('श्री 🙏');
    expect(text().parse('line one\nline two\ttab\r\n')).toBe('line one\nline two\ttab');
  });

  it('refuses NUL and other control characters', () => {
    for (const v of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'a\u0085'])
      expect(refused(v), JSON.stringify(v)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('refuses lone UTF-16 surrogates', () => {
    for (const v of ['\ud800', 'x\udfffy', '\ude00\ud83d'])
      expect(refused(v), JSON.stringify(v)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('secretText keeps spaces', () => {
    expect(secretText().parse(' pass word1 ')).toBe(' pass word1 ');
    expect(secretText().safeParse('pass\u0000').success).toBe(false);
  });
});

describe('calendarDateSchema', () => {
  it('accepts real dates only', () => {
    expect(calendarDateSchema.safeParse('2024-02-29').success).toBe(true);
    for (const v of ['2020-13-45', '2023-02-29', '2025-04-31', '2025-1-5', '20250105', ''])
      expect(calendarDateSchema.safeParse(v).success, v).toBe(false);
  });
});
