import type { PdfCardFormat, PdfCardTemplateCode } from '@panel/shared/schemas/pdf-card.ts';
import { PDF_CARD_TEMPLATES } from '@panel/shared/schemas/pdf-card.ts';
import { MM, line, logo, paragraph, photo, qr, type Doc } from './draw.ts';

/** What a template prints, already formatted for people (phones as "+91 98765 43210", dates as "31 Mar 2027"). */
export interface CardData {
  pdfCardNo: number;
  name: string;
  designation?: string;
  idNumber?: string;
  bloodGroup?: string;
  validTill?: string;
  emergencyContact?: string;
  companyName: string;
  phone: string;
  mails: string[];
  address?: string;
  website?: string;
  upiId?: string;
  /** PNG or JPEG bytes. */
  photo: Buffer | null;
  logo: Buffer | null;
  /** The business's public digital card; the QR opens it. */
  cardUrl: string | null;
}

/** The drawing area of one side: the trimmed size, plus how far backgrounds run past it (bleed). */
export interface Side {
  w: number;
  h: number;
  bleed: number;
}

/** Exact page sizes in points: CR80 is 85.60 × 53.98 mm; the profile page is A4. */
export const FORMAT_SIZE: Record<PdfCardFormat, { w: number; h: number }> = {
  'cr80-landscape': { w: 85.6 * MM, h: 53.98 * MM },
  'cr80-portrait': { w: 53.98 * MM, h: 85.6 * MM },
  'a4-profile': { w: 210 * MM, h: 297 * MM },
};

type Draw = (doc: Doc, d: CardData, s: Side, accent: string) => void;

interface TemplateDrawing {
  front: Draw;
  /** Profile pages are one-sided. */
  back: Draw | null;
}

const INK = '#1b1b1b';
const MUTED = '#5f6368';

/** The accent mixed with white: 0 is the accent, 1 is white. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const rgb = (mix((n >> 16) & 255) << 16) | (mix((n >> 8) & 255) << 8) | mix(n & 255);
  return `#${(rgb | (1 << 24)).toString(16).slice(1)}`;
}

/** A filled rectangle whose edges on the card's border run out into the bleed. */
function band(doc: Doc, s: Side, x: number, y: number, w: number, h: number, color: string) {
  const x0 = x <= 0 ? -s.bleed : x;
  const y0 = y <= 0 ? -s.bleed : y;
  const x1 = x + w >= s.w ? s.w + s.bleed : x + w;
  const y1 = y + h >= s.h ? s.h + s.bleed : y + h;
  doc.rect(x0, y0, x1 - x0, y1 - y0).fill(color);
}

function background(doc: Doc, s: Side, color = '#ffffff') {
  band(doc, s, 0, 0, s.w, s.h, color);
}

/** Label / value rows of the fields the holder filled in (empty ones are left out). */
function fields(d: CardData): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['ID No.', d.idNumber],
    ['Blood', d.bloodGroup],
    ['Phone', d.phone],
    ['Valid till', d.validTill],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

function fieldRows(
  doc: Doc,
  d: CardData,
  x: number,
  y: number,
  w: number,
  size: number,
  gap: number,
  labelW: number,
) {
  fields(d).forEach(([label, value], i) => {
    const b = y + i * gap;
    line(doc, label, x, b, labelW, { size, color: MUTED });
    line(doc, value, x + labelW, b, w - labelW, { size, weight: 'bold', color: INK });
  });
}

function contactLines(d: CardData): string[] {
  return [d.phone, ...d.mails, d.website?.replace(/^https?:\/\//, '').replace(/\/$/, '')].filter(
    (v): v is string => Boolean(v),
  );
}

/** The back of a CR80 card: who to return it to, contacts, the QR to the digital card. */
function cr80Back(doc: Doc, d: CardData, s: Side, accent: string) {
  background(doc, s);
  const landscape = s.w > s.h;
  band(doc, s, 0, 0, s.w, 5, accent);
  band(doc, s, 0, s.h - 5, s.w, 5, accent);
  const pad = 12;
  const qrSize = landscape ? 84 : 78;
  const textW = landscape ? s.w - qrSize - pad * 3 : s.w - pad * 2;
  line(doc, d.companyName, pad, 26, textW, { size: 10, weight: 'bold', color: accent });
  let y = 40;
  if (d.address)
    y +=
      9 * paragraph(doc, d.address, pad, y, textW, { size: 6.5, color: MUTED, maxLines: 3, leading: 9 }) + 3;
  for (const c of contactLines(d).slice(0, 4)) {
    line(doc, c, pad, y, textW, { size: 6.5, color: INK });
    y += 9;
  }
  if (d.emergencyContact) {
    line(doc, `Emergency: ${d.emergencyContact}`, pad, y + 2, textW, {
      size: 6.5,
      weight: 'bold',
      color: '#c62828',
    });
    y += 11;
  }
  if (d.upiId) line(doc, `UPI: ${d.upiId}`, pad, y + 2, textW, { size: 6.5, color: INK });
  const qx = landscape ? s.w - qrSize - pad : (s.w - qrSize) / 2;
  const qy = landscape ? 22 : s.h - qrSize - 40;
  if (d.cardUrl) {
    qr(doc, d.cardUrl, qx, qy, qrSize);
    line(doc, 'Scan for our digital card', qx - 10, qy + qrSize + 9, qrSize + 20, {
      size: 5.5,
      color: MUTED,
      align: 'center',
    });
  }
  line(doc, 'If found, please return to the address above.', pad, s.h - 12, s.w - pad * 2, {
    size: 5.5,
    color: MUTED,
    align: landscape ? 'left' : 'center',
  });
}

const portraitRibbon: Draw = (doc, d, s, accent) => {
  background(doc, s);
  band(doc, s, 0, 0, s.w, 78, accent);
  const hasLogo = logo(doc, d.logo, (s.w - 60) / 2, 8, 60, 20);
  line(doc, d.companyName, 8, hasLogo ? 42 : 30, s.w - 16, {
    size: 9,
    weight: 'bold',
    color: '#ffffff',
    align: 'center',
  });
  const dia = 66;
  doc.circle(s.w / 2, 52 + dia / 2, dia / 2 + 3).fill('#ffffff');
  photo(doc, d.photo, (s.w - dia) / 2, 52, dia, dia, dia / 2, tint(accent, 0.55));
  line(doc, d.name, 8, 140, s.w - 16, { size: 12, weight: 'bold', color: INK, align: 'center' });
  if (d.designation)
    line(doc, d.designation, 8, 152, s.w - 16, { size: 7.5, color: accent, align: 'center' });
  fieldRows(doc, d, 18, 170, s.w - 36, 6.5, 11, 42);
  band(doc, s, 0, s.h - 12, s.w, 12, accent);
  line(doc, `No. ${d.pdfCardNo}`, 8, s.h - 4, s.w - 16, { size: 5.5, color: '#ffffff', align: 'center' });
};

const portraitArc: Draw = (doc, d, s, accent) => {
  background(doc, s, tint(accent, 0.93));
  // A sweeping arc across the top: the card's one flourish.
  doc
    .moveTo(-s.bleed, -s.bleed)
    .lineTo(s.w + s.bleed, -s.bleed)
    .lineTo(s.w + s.bleed, 70)
    .bezierCurveTo(s.w * 0.7, 104, s.w * 0.3, 56, -s.bleed, 92)
    .closePath()
    .fill(accent);
  logo(doc, d.logo, 10, 10, 44, 20);
  line(doc, d.companyName, d.logo ? 58 : 10, 24, s.w - (d.logo ? 68 : 20), {
    size: 8.5,
    weight: 'bold',
    color: '#ffffff',
  });
  const pw = 70;
  const ph = 84;
  doc.roundedRect((s.w - pw) / 2 - 3, 46, pw + 6, ph + 6, 10).fill('#ffffff');
  photo(doc, d.photo, (s.w - pw) / 2, 49, pw, ph, 8, tint(accent, 0.5));
  line(doc, d.name, 8, 152, s.w - 16, { size: 12, weight: 'bold', color: INK, align: 'center' });
  if (d.designation)
    line(doc, d.designation.toUpperCase(), 8, 164, s.w - 16, {
      size: 6.5,
      weight: 'bold',
      color: accent,
      align: 'center',
    });
  doc
    .moveTo(30, 171)
    .lineTo(s.w - 30, 171)
    .lineWidth(0.5)
    .stroke(tint(accent, 0.4));
  fieldRows(doc, d, 20, 183, s.w - 40, 6.3, 10.5, 40);
};

const landscapeBand: Draw = (doc, d, s, accent) => {
  background(doc, s);
  const bw = 72;
  band(doc, s, 0, 0, bw, s.h, accent);
  logo(doc, d.logo, 10, 10, bw - 20, 22);
  doc.roundedRect(9, 39, bw - 18, 70, 5).fill('#ffffff');
  photo(doc, d.photo, 11, 41, bw - 22, 66, 4, tint(accent, 0.5));
  line(doc, 'IDENTITY CARD', 6, s.h - 12, bw - 12, {
    size: 5.5,
    weight: 'bold',
    color: '#ffffff',
    align: 'center',
  });
  const x = bw + 12;
  const w = s.w - x - 10;
  line(doc, d.companyName, x, 24, w, { size: 9.5, weight: 'bold', color: accent });
  doc.rect(x, 30, 24, 1.5).fill(accent);
  line(doc, d.name, x, 56, w, { size: 12.5, weight: 'bold', color: INK });
  if (d.designation) line(doc, d.designation, x, 68, w, { size: 7.5, color: MUTED });
  fieldRows(doc, d, x, 88, w, 6.5, 11, 40);
  band(doc, s, bw, s.h - 6, s.w - bw, 6, tint(accent, 0.6));
};

const landscapeSplit: Draw = (doc, d, s, accent) => {
  background(doc, s);
  band(doc, s, 0, 0, s.w, 50, accent);
  const hasLogo = logo(doc, d.logo, s.w - 60, 8, 50, 22);
  line(doc, d.companyName, 12, 24, s.w - (hasLogo ? 80 : 24), { size: 10, weight: 'bold', color: '#ffffff' });
  const dia = 64;
  doc.circle(14 + dia / 2, 34 + dia / 2, dia / 2 + 3).fill('#ffffff');
  photo(doc, d.photo, 14, 34, dia, dia, dia / 2, tint(accent, 0.5));
  const x = 92;
  const w = s.w - x - 12;
  line(doc, d.name, x, 68, w, { size: 12, weight: 'bold', color: INK });
  if (d.designation) line(doc, d.designation, x, 80, w, { size: 7.5, color: accent });
  fieldRows(doc, d, x, 97, w, 6.3, 10.5, 38);
  band(doc, s, 0, s.h - 8, s.w, 8, accent);
};

function profileDetails(d: CardData): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['ID number', d.idNumber],
    ['Blood group', d.bloodGroup],
    ['Phone', d.phone],
    ['E-mail', d.mails.join(', ') || undefined],
    ['Website', d.website?.replace(/^https?:\/\//, '').replace(/\/$/, '')],
    ['Emergency contact', d.emergencyContact],
    ['Valid till', d.validTill],
    ['UPI', d.upiId],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

const profileClassic: Draw = (doc, d, s, accent) => {
  background(doc, s);
  band(doc, s, 0, 0, s.w, 150, accent);
  const hasLogo = logo(doc, d.logo, 50, 40, 110, 70);
  line(doc, d.companyName, hasLogo ? 180 : 50, 90, s.w - (hasLogo ? 230 : 100), {
    size: 24,
    weight: 'bold',
    color: '#ffffff',
  });
  doc.roundedRect(46, 186, 158, 188, 8).fill(tint(accent, 0.85));
  photo(doc, d.photo, 50, 190, 150, 180, 6, tint(accent, 0.5));
  line(doc, d.name, 230, 232, s.w - 280, { size: 28, weight: 'bold', color: INK });
  if (d.designation) line(doc, d.designation, 230, 258, s.w - 280, { size: 14, color: accent });
  doc.rect(230, 272, 60, 3).fill(accent);
  let y = 420;
  for (const [label, value] of profileDetails(d)) {
    line(doc, label, 50, y, 150, { size: 11, color: MUTED });
    line(doc, value, 200, y, s.w - 250, { size: 12, weight: 'bold', color: INK });
    doc
      .moveTo(50, y + 10)
      .lineTo(s.w - 50, y + 10)
      .lineWidth(0.4)
      .stroke(tint(accent, 0.7));
    y += 30;
  }
  if (d.address) {
    line(doc, 'Address', 50, y, 150, { size: 11, color: MUTED });
    paragraph(doc, d.address, 200, y, s.w - 400, { size: 12, color: INK, maxLines: 3, leading: 16 });
  }
  if (d.cardUrl) {
    qr(doc, d.cardUrl, s.w - 180, s.h - 230, 130);
    line(doc, 'Scan for our digital card', s.w - 200, s.h - 85, 170, {
      size: 9,
      color: MUTED,
      align: 'center',
    });
  }
  band(doc, s, 0, s.h - 40, s.w, 40, accent);
  line(doc, `PDF ID card No. ${d.pdfCardNo}`, 50, s.h - 16, s.w - 100, { size: 10, color: '#ffffff' });
};

const profileModern: Draw = (doc, d, s, accent) => {
  background(doc, s);
  const sw = 210;
  band(doc, s, 0, 0, sw, s.h, accent);
  doc.circle(sw / 2, 150, 78).fill('#ffffff');
  photo(doc, d.photo, sw / 2 - 74, 76, 148, 148, 74, tint(accent, 0.5));
  let y = 280;
  line(doc, 'CONTACT', 24, y, sw - 48, { size: 10, weight: 'bold', color: tint(accent, 0.7) });
  y += 22;
  for (const c of contactLines(d)) {
    line(doc, c, 24, y, sw - 48, { size: 10, color: '#ffffff' });
    y += 18;
  }
  if (d.address)
    paragraph(doc, d.address, 24, y + 6, sw - 48, { size: 10, color: '#ffffff', maxLines: 4, leading: 15 });
  if (d.cardUrl) {
    qr(doc, d.cardUrl, (sw - 120) / 2, s.h - 200, 120);
    line(doc, 'Scan for our digital card', 16, s.h - 64, sw - 32, {
      size: 9,
      color: '#ffffff',
      align: 'center',
    });
  }
  const x = sw + 40;
  const w = s.w - x - 40;
  const hasLogo = logo(doc, d.logo, x, 50, 120, 50);
  line(doc, d.companyName, x, hasLogo ? 130 : 90, w, { size: 16, weight: 'bold', color: accent });
  line(doc, d.name, x, 220, w, { size: 30, weight: 'bold', color: INK });
  if (d.designation) line(doc, d.designation, x, 246, w, { size: 14, color: MUTED });
  doc.rect(x, 262, 50, 3).fill(accent);
  y = 320;
  for (const [label, value] of profileDetails(d).filter(
    ([l]) => l !== 'Phone' && l !== 'E-mail' && l !== 'Website',
  )) {
    line(doc, label.toUpperCase(), x, y, w, { size: 9, weight: 'bold', color: MUTED });
    line(doc, value, x, y + 18, w, { size: 14, color: INK });
    y += 48;
  }
  line(doc, `No. ${d.pdfCardNo}`, x, s.h - 40, w, { size: 10, color: MUTED });
};

const DRAWINGS: Record<PdfCardTemplateCode, TemplateDrawing> = {
  'pdf-portrait-ribbon': { front: portraitRibbon, back: cr80Back },
  'pdf-portrait-arc': { front: portraitArc, back: cr80Back },
  'pdf-landscape-band': { front: landscapeBand, back: cr80Back },
  'pdf-landscape-split': { front: landscapeSplit, back: cr80Back },
  'pdf-profile-classic': { front: profileClassic, back: null },
  'pdf-profile-modern': { front: profileModern, back: null },
};

export interface Template extends TemplateDrawing {
  code: PdfCardTemplateCode;
  format: PdfCardFormat;
  accent: string;
  version: number;
}

export function templateFor(code: PdfCardTemplateCode): Template {
  const meta = PDF_CARD_TEMPLATES.find((t) => t.code === code);
  if (!meta) throw new Error(`Unknown PDF card template ${code}`);
  return { ...meta, ...DRAWINGS[code] };
}
