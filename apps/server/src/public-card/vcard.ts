import type { BasicDetails } from '@panel/shared/schemas/card.ts';
import { DEFAULT_COUNTRY } from '@panel/shared/schemas/business.ts';

/**
 * vCard 3.0 (RFC 2426), the version both Google Contacts and iOS import without complaint:
 * CRLF line ends, text values escaped, lines folded at 75 octets without splitting a UTF-8
 * character, and a small base64 JPEG photo (iOS silently drops cards with huge photos).
 */
export const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');

const structured = (parts: (string | undefined)[]) => parts.map((p) => escapeText(p ?? '')).join(';');

/** Folds one content line to at most 75 octets per physical line (RFC 2426 §2.6 / RFC 6350 §3.2). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Step back over UTF-8 continuation bytes (10xxxxxx) so a character is never cut in two.
    while (end < bytes.length && end > start && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    out.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74; // continuation lines start with one space
  }
  return out.join('\r\n ');
}

/** "Ravi Kumar Sharma" → family "Sharma", given "Ravi Kumar"; one word is a given name. */
export function splitName(full: string): { given: string; family: string } {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { given: words[0] ?? '', family: '' };
  return { given: words.slice(0, -1).join(' '), family: words.at(-1) ?? '' };
}

export interface VCardInput {
  basic: BasicDetails;
  cardUrl: string;
  /** A JPEG already resized and capped (see photo.ts). */
  photoJpeg?: Buffer | null;
}

export function buildVCard({ basic: b, cardUrl, photoJpeg }: VCardInput): string {
  const { given, family } = splitName(b.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${structured([family, given, '', b.title, ''])}`,
    `FN:${escapeText([b.title, b.name].filter(Boolean).join(' '))}`,
    `ORG:${escapeText(b.companyName)}`,
  ];
  if (b.designation) lines.push(`TITLE:${escapeText(b.designation)}`);
  b.phoneNumbers.forEach((p, i) => lines.push(`TEL;TYPE=${i === 0 ? 'CELL,VOICE,PREF' : 'WORK,VOICE'}:${p}`));
  if (b.whatsappNumber && !b.phoneNumbers.includes(b.whatsappNumber))
    lines.push(`TEL;TYPE=CELL:${b.whatsappNumber}`);
  b.emails.forEach((e, i) => lines.push(`EMAIL;TYPE=INTERNET,WORK${i === 0 ? ',PREF' : ''}:${e}`));
  if (b.address) {
    const a = b.address;
    lines.push(
      `ADR;TYPE=WORK:${structured(['', '', [a.line1, a.line2].filter(Boolean).join(', '), a.city, a.state ?? '', a.pincode, a.country ?? DEFAULT_COUNTRY])}`,
    );
  }
  if (b.website) lines.push(`URL;TYPE=WORK:${b.website}`);
  lines.push(`URL:${cardUrl}`);
  if (b.tagline) lines.push(`NOTE:${escapeText(b.tagline)}`);
  if (photoJpeg) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${photoJpeg.toString('base64')}`);
  lines.push(`REV:${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`, 'END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
