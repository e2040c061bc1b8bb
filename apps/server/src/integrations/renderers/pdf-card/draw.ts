import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { fontFiles, fontFor, type Weight } from './fonts.ts';
import { scriptRuns } from './script-runs.ts';

/** One millimetre in PDF points. */
export const MM = 72 / 25.4;

export type Doc = PDFKit.PDFDocument;

/**
 * Parsed fonts, kept for the life of the process: pdfkit takes a fontkit font as it is, so each
 * document skips reading and parsing the TTFs and reuses fontkit's shaping caches (a card went from
 * ~330 ms of font loading to a few milliseconds). Each document still embeds its own subset.
 */
const parsed = new Map<string, unknown>();

/** A new document with every Noto face registered under its name (fonts.ts). */
export async function newDocument(options: PDFKit.PDFDocumentOptions): Promise<Doc> {
  // pdfkit and fontkit (a quarter of a second to import) load with the first document, not at start.
  const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  const doc = new PDFDocument(options);
  for (const [name, file] of fontFiles()) {
    let font = parsed.get(name);
    if (!font) {
      font = fontkit.create(readFileSync(file));
      parsed.set(name, font);
    }
    // The typings only list paths and buffers; pdfkit's font factory also accepts a fontkit font.
    doc.registerFont(name, font as string);
  }
  return doc;
}

/** Ends the document and answers its bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** Long text shrinks down to this size before it is cut with an ellipsis. */
  minSize?: number;
}

function runsWidth(doc: Doc, text: string, size: number, weight: Weight): number {
  let w = 0;
  for (const r of scriptRuns(text))
    w += doc.font(fontFor(r.script, weight)).fontSize(size).widthOfString(r.text);
  return w;
}

/**
 * One line of text on a baseline, each script run in its own Noto face; shrinks to fit `width`, then
 * cuts with an ellipsis. Returns the size used.
 */
export function line(
  doc: Doc,
  text: string,
  x: number,
  baseline: number,
  width: number,
  s: TextStyle,
): number {
  const weight = s.weight ?? 'regular';
  let size = s.size;
  const min = s.minSize ?? s.size * 0.7;
  let shown = text.trim();
  while (size > min && runsWidth(doc, shown, size, weight) > width) size = Math.max(min, size - 0.25);
  while (shown.length > 1 && runsWidth(doc, shown, size, weight) > width)
    shown = `${shown.slice(0, -2).trimEnd()}…`;
  const total = runsWidth(doc, shown, size, weight);
  let cx = s.align === 'center' ? x + (width - total) / 2 : s.align === 'right' ? x + width - total : x;
  doc.fillColor(s.color ?? '#1b1b1b');
  for (const r of scriptRuns(shown)) {
    doc.font(fontFor(r.script, weight)).fontSize(size);
    doc.text(r.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
    cx += doc.widthOfString(r.text);
  }
  return size;
}

/** Word-wrapped text, at most `maxLines` lines (the last one cut with an ellipsis); returns the lines drawn. */
export function paragraph(
  doc: Doc,
  text: string,
  x: number,
  baseline: number,
  width: number,
  s: TextStyle & { maxLines: number; leading?: number },
): number {
  const weight = s.weight ?? 'regular';
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const w of words) {
    const next = current ? `${current} ${w}` : w;
    if (current && runsWidth(doc, next, s.size, weight) > width) {
      lines.push(current);
      current = w;
    } else current = next;
  }
  if (current) lines.push(current);
  const shown = lines.slice(0, s.maxLines);
  if (lines.length > s.maxLines)
    shown[s.maxLines - 1] = `${shown[s.maxLines - 1]} ${lines.slice(s.maxLines).join(' ')}`;
  const leading = s.leading ?? s.size * 1.3;
  shown.forEach((l, i) => line(doc, l, x, baseline + i * leading, width, { ...s, minSize: s.size }));
  return shown.length;
}

/** The QR as vector squares (one rectangle per run of dark modules in a row), on a white quiet zone. */
export function qr(doc: Doc, text: string, x: number, y: number, size: number, color = '#000000'): void {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor(color);
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!code.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && code.modules.get(r, c)) c++;
      // A hair of overlap so no white seams show between rows when printed.
      doc.rect(x + (quiet + start) * cell, y + (quiet + r) * cell, (c - start) * cell + 0.01, cell + 0.01);
    }
  }
  doc.fill(color);
}

/** The diagonal SAMPLE mark across a page of this size: real text, so it cannot be missed or lifted off. */
export function sampleWatermark(doc: Doc, x: number, y: number, w: number, h: number): void {
  const angle = (-Math.atan2(h, w) * 180) / Math.PI;
  const diagonal = Math.hypot(w, h);
  const font = fontFor('latin', 'bold');
  doc.font(font).fontSize(100);
  const size = (100 * diagonal * 0.7) / doc.widthOfString('SAMPLE');
  doc.save();
  doc.rotate(angle, { origin: [x + w / 2, y + h / 2] });
  doc.fillOpacity(0.28).fillColor('#d32f2f').font(font).fontSize(size);
  const tw = doc.widthOfString('SAMPLE');
  doc.text('SAMPLE', x + w / 2 - tw / 2, y + h / 2 + size * 0.35, {
    lineBreak: false,
    baseline: 'alphabetic',
  });
  doc.restore();
}

/** An image covering a box, clipped to it (rounded corners, or a circle when radius is half the box). */
export function photo(
  doc: Doc,
  img: Buffer | null,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  placeholder: string,
) {
  doc.save();
  doc.roundedRect(x, y, w, h, radius).clip();
  if (img) doc.image(img, x, y, { cover: [w, h], align: 'center', valign: 'center' });
  else {
    doc.rect(x, y, w, h).fill(placeholder);
    // A simple head-and-shoulders silhouette where no photo was uploaded.
    doc.fillColor('#ffffff').fillOpacity(0.85);
    doc.circle(x + w / 2, y + h * 0.4, Math.min(w, h) * 0.18).fill();
    doc.ellipse(x + w / 2, y + h * 0.95, w * 0.34, h * 0.3).fill();
    doc.fillOpacity(1);
  }
  doc.restore();
}

/** A logo fitted inside a box (never cropped); nothing when there is none. */
export function logo(doc: Doc, img: Buffer | null, x: number, y: number, w: number, h: number): boolean {
  if (!img) return false;
  doc.image(img, x, y, { fit: [w, h], align: 'center', valign: 'center' });
  return true;
}
