import type { PdfCardTemplateCode } from '@panel/shared/schemas/pdf-card.ts';
import { finish, MM, newDocument, sampleWatermark, type Doc } from './draw.ts';
import { FORMAT_SIZE, templateFor, type CardData, type Side } from './templates.ts';

/**
 * The one PDF ID card renderer: a single card (front and back pages, optional 3 mm bleed) and the A4
 * print sheet of ten CR80 cards. Everything is vector (text with embedded, subset Noto fonts; the QR
 * as rectangles); only photos and logos are images.
 */

export const BLEED = 3 * MM;
export const A4 = { w: 210 * MM, h: 297 * MM };

function newDoc(title: string): Promise<Doc> {
  return newDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: 'Agency panel' } });
}

export interface CardJob {
  data: CardData;
  templateCode: PdfCardTemplateCode;
  /** Unpaid cards carry the diagonal SAMPLE mark on every side. */
  watermark: boolean;
}

/** One card as its own PDF: the front, then the back (CR80 templates), each page the exact trimmed size plus bleed. */
export async function renderCardPdf(job: CardJob, opts: { bleed: boolean }): Promise<Buffer> {
  const t = templateFor(job.templateCode);
  const { w, h } = FORMAT_SIZE[t.format];
  const bleed = opts.bleed ? BLEED : 0;
  const doc = await newDoc(`${job.data.companyName} – ${job.data.name}`);
  for (const draw of [t.front, t.back]) {
    if (!draw) continue;
    doc.addPage({ size: [w + 2 * bleed, h + 2 * bleed], margin: 0 });
    doc.save();
    doc.translate(bleed, bleed);
    draw(doc, job.data, { w, h, bleed }, t.accent);
    doc.restore();
    if (job.watermark) sampleWatermark(doc, 0, 0, w + 2 * bleed, h + 2 * bleed);
  }
  return finish(doc);
}

/** A slot of the print sheet: where a card's trimmed edge sits on the A4 page, in points from the top left. */
export interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const SHEET_COLUMNS = 2;
export const SHEET_ROWS = 5;
export const CARDS_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;

/**
 * Ten landscape CR80 slots, 2 × 5, edge to edge (shared cut lines: one guillotine cut serves two
 * cards) and centred on A4, leaving ~19 mm and ~13.5 mm margins for the crop marks.
 */
export function sheetSlots(): Slot[] {
  const { w, h } = FORMAT_SIZE['cr80-landscape'];
  const x0 = (A4.w - SHEET_COLUMNS * w) / 2;
  const y0 = (A4.h - SHEET_ROWS * h) / 2;
  const slots: Slot[] = [];
  for (let r = 0; r < SHEET_ROWS; r++)
    for (let c = 0; c < SHEET_COLUMNS; c++) slots.push({ x: x0 + c * w, y: y0 + r * h, w, h });
  return slots;
}

/** The back of the card in slot i: mirrored left to right, so a long-edge duplex print lines up. */
export const mirroredSlot = (i: number): number => {
  const r = Math.floor(i / SHEET_COLUMNS);
  const c = i % SHEET_COLUMNS;
  return r * SHEET_COLUMNS + (SHEET_COLUMNS - 1 - c);
};

function slotAt(slots: Slot[], i: number): Slot {
  const s = slots[i];
  if (!s) throw new Error(`No sheet slot ${i}`);
  return s;
}

/** Crop marks on every cut line, in the margins only (never over a card). */
function cropMarks(doc: Doc, slots: Slot[]) {
  const left = Math.min(...slots.map((s) => s.x));
  const top = Math.min(...slots.map((s) => s.y));
  const right = Math.max(...slots.map((s) => s.x + s.w));
  const bottom = Math.max(...slots.map((s) => s.y + s.h));
  const gap = 2 * MM;
  const len = 6 * MM;
  const xs = [...new Set(slots.flatMap((s) => [s.x, s.x + s.w]).map((v) => v.toFixed(3)))].map(Number);
  const ys = [...new Set(slots.flatMap((s) => [s.y, s.y + s.h]).map((v) => v.toFixed(3)))].map(Number);
  doc.save().lineWidth(0.3).strokeColor('#000000');
  for (const x of xs) {
    doc
      .moveTo(x, top - gap)
      .lineTo(x, top - gap - len)
      .stroke();
    doc
      .moveTo(x, bottom + gap)
      .lineTo(x, bottom + gap + len)
      .stroke();
  }
  for (const y of ys) {
    doc
      .moveTo(left - gap, y)
      .lineTo(left - gap - len, y)
      .stroke();
    doc
      .moveTo(right + gap, y)
      .lineTo(right + gap + len, y)
      .stroke();
  }
  doc.restore();
}

/** Draws one side of a card into a landscape slot; portrait cards are turned a quarter (backs the other way). */
function drawInSlot(doc: Doc, job: CardJob, side: 'front' | 'back', slot: Slot, dx: number, dy: number) {
  const t = templateFor(job.templateCode);
  const draw = side === 'front' ? t.front : t.back;
  if (!draw) return;
  const { w, h } = FORMAT_SIZE[t.format];
  const s: Side = { w, h, bleed: 0 };
  doc.save();
  doc.rect(slot.x + dx, slot.y + dy, slot.w, slot.h).clip();
  doc.translate(slot.x + dx, slot.y + dy);
  if (t.format === 'cr80-portrait') {
    // Front turned clockwise; the back counter-clockwise, which is where the flipped sheet puts it.
    if (side === 'front') doc.translate(slot.w, 0).rotate(90);
    else doc.translate(0, slot.h).rotate(-90);
  }
  draw(doc, job.data, s, t.accent);
  doc.restore();
  if (job.watermark) {
    doc.save();
    doc.rect(slot.x + dx, slot.y + dy, slot.w, slot.h).clip();
    sampleWatermark(doc, slot.x + dx, slot.y + dy, slot.w, slot.h);
    doc.restore();
  }
}

/**
 * The print sheet: per ten CR80 cards an A4 page of fronts with crop marks, then an A4 page of their
 * backs mirrored for duplex, moved by the printer's back-side offset. Full-page profile cards follow,
 * one A4 page each.
 */
export async function renderSheetPdf(
  jobs: CardJob[],
  opts: { backOffsetXMm: number; backOffsetYMm: number },
): Promise<Buffer> {
  const doc = await newDoc('PDF ID cards – print sheet');
  const cr80 = jobs.filter((j) => templateFor(j.templateCode).format !== 'a4-profile');
  const profiles = jobs.filter((j) => templateFor(j.templateCode).format === 'a4-profile');
  const slots = sheetSlots();
  for (let i = 0; i < cr80.length; i += CARDS_PER_SHEET) {
    const batch = cr80.slice(i, i + CARDS_PER_SHEET);
    doc.addPage({ size: [A4.w, A4.h], margin: 0 });
    batch.forEach((job, k) => drawInSlot(doc, job, 'front', slotAt(slots, k), 0, 0));
    cropMarks(doc, slots);
    doc.addPage({ size: [A4.w, A4.h], margin: 0 });
    const dx = opts.backOffsetXMm * MM;
    const dy = opts.backOffsetYMm * MM;
    batch.forEach((job, k) => drawInSlot(doc, job, 'back', slotAt(slots, mirroredSlot(k)), dx, dy));
  }
  for (const job of profiles) {
    const t = templateFor(job.templateCode);
    doc.addPage({ size: [A4.w, A4.h], margin: 0 });
    t.front(doc, job.data, { w: A4.w, h: A4.h, bleed: 0 }, t.accent);
    if (job.watermark) sampleWatermark(doc, 0, 0, A4.w, A4.h);
  }
  return finish(doc);
}
