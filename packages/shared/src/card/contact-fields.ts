import { z } from 'zod';
import { text } from '../schemas/common.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The spec's contact field messages (section 5): written once, used by server and forms. */
export const CONTACT_MESSAGES = {
  phone: 'A valid phone number is required.',
  email: 'A valid email is required.',
  link: 'A valid link is required.',
  required: 'This field is required.',
} as const;

/** Contact field types of spec section 3; a Link Store type says which one its value is. */
export const CONTACT_FIELD_TYPES = ['tel', 'email', 'url', 'text'] as const;
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];

/**
 * Any dialable number, Indian by default; stored in E.164 (+919876543210) so tel:, wa.me and vCards
 * need no further cleaning. Foreign numbers must carry their +country code.
 */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A stored E.164 number as people read it: "+91 98765 43210". */
export const formatPhone = (e164: string): string =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** http(s) link; a bare "example.com" gets https:// because that is what people type. */
export function normaliseLink(input: string): string | null {
  const raw = input.trim();
  if (!raw || /\s/.test(raw)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || url.hostname.endsWith('.')) return null;
  return url.toString();
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const requiredText = (max: number) =>
  text({ error: CONTACT_MESSAGES.required })
    .min(1, CONTACT_MESSAGES.required)
    .max(max, `At most ${max} characters.`);

export const optionalText = (max: number) => text().max(max, `At most ${max} characters.`).optional();

export const phoneField = text({ error: CONTACT_MESSAGES.phone })
  .max(25, CONTACT_MESSAGES.phone)
  .transform((v, ctx) => {
    const n = normalisePhone(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phone });
      return z.NEVER;
    }
    return n;
  });

export const emailField = text({ error: CONTACT_MESSAGES.email })
  .toLowerCase()
  .max(254, CONTACT_MESSAGES.email)
  .regex(EMAIL_RE, CONTACT_MESSAGES.email);

export const linkField = text({ error: CONTACT_MESSAGES.link })
  .max(2000, CONTACT_MESSAGES.link)
  .transform((v, ctx) => {
    const n = normaliseLink(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.link });
      return z.NEVER;
    }
    return n;
  });

/** The schema for one value of a contact field type (links typed by the Link Store use it). */
export function contactFieldSchema(type: ContactFieldType): z.ZodType<string, string> {
  switch (type) {
    case 'tel':
      return phoneField;
    case 'email':
      return emailField;
    case 'url':
      return linkField;
    case 'text':
      return requiredText(500);
  }
}

/** An empty string from a cleared form input means "not given". */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
