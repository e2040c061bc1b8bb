import { describe, expect, it } from 'vitest';
import { CARD_ID_MESSAGES, cardIdProblem, slugifyCardId } from './card-id.ts';
import { CONTACT_MESSAGES, contactFieldSchema, normaliseLink, normalisePhone } from './contact-fields.ts';
import { youtubeVideoId } from './youtube.ts';

describe('card ids', () => {
  it('accepts lowercase slugs of 3 to 40 characters and refuses reserved words', () => {
    expect(cardIdProblem('demo-traders')).toBeNull();
    expect(cardIdProblem('ab')).toBe(CARD_ID_MESSAGES.length);
    expect(cardIdProblem('a'.repeat(41))).toBe(CARD_ID_MESSAGES.length);
    for (const bad of ['Demo', 'demo_traders', '-demo', 'demo-', 'de--mo', 'demo traders'])
      expect(cardIdProblem(bad), bad).toBe(CARD_ID_MESSAGES.pattern);
    for (const reserved of [
      'panel',
      'api',
      'static',
      'uploads',
      'admin',
      'sandbox',
      'assets',
      'health',
      'log',
      'docs',
    ])
      expect(cardIdProblem(reserved), reserved).toBe(CARD_ID_MESSAGES.reserved);
  });
  it('suggests an id from a business name', () => {
    expect(slugifyCardId('Demo Traders & Co.')).toBe('demo-traders-co');
    expect(slugifyCardId('Café Mocha')).toBe('cafe-mocha');
    expect(slugifyCardId('Admin')).toBe('card-admin');
    expect(cardIdProblem(slugifyCardId('श्री गणेश'))).toBeNull();
  });
});

describe('contact fields', () => {
  it('normalises phones to E.164 and links to https', () => {
    expect(normalisePhone('98220 12345')).toBe('+919822012345');
    expect(normalisePhone('+1 650 253 0000')).toBe('+16502530000');
    expect(normalisePhone('12345')).toBeNull();
    expect(normaliseLink('example.com/shop')).toBe('https://example.com/shop');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('http://localhost')).toBeNull();
  });
  it("uses the spec's messages", () => {
    const message = (type: 'tel' | 'email' | 'url' | 'text', v: string) =>
      contactFieldSchema(type).safeParse(v).error?.issues[0]?.message;
    expect(message('tel', 'abc')).toBe(CONTACT_MESSAGES.phone);
    expect(message('email', 'a@b')).toBe(CONTACT_MESSAGES.email);
    expect(message('url', 'not a link')).toBe(CONTACT_MESSAGES.link);
    expect(message('text', '  ')).toBe(CONTACT_MESSAGES.required);
    expect(CONTACT_MESSAGES).toEqual({
      phone: 'A valid phone number is required.',
      email: 'A valid email is required.',
      link: 'A valid link is required.',
      required: 'This field is required.',
    });
  });
});

describe('YouTube links', () => {
  it('finds the video id in the usual link shapes', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=3',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(link), link).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://vimeo.com/1')).toBeNull();
    expect(youtubeVideoId('https://youtube.com/watch?v=short')).toBeNull();
  });
});
