/**
 * PDF ID card render time: one card (front + back, Hindi name, vector QR, SAMPLE) and one A4 sheet of
 * ten cards (fronts with crop marks + mirrored backs), each beside bare pdfkit drawing the same pages'
 * sizes with no data (one filled rectangle per card side, the built-in Helvetica), printed as a ratio.
 * The renderer alone, in process. Run: npm run bench pdf-cards (or npx tsx bench/pdf-cards.ts).
 * BENCH_RENDERS (default 15).
 */
import PDFDocument from 'pdfkit';
import {
  A4,
  renderCardPdf,
  renderSheetPdf,
  sheetSlots,
} from '../apps/server/src/integrations/renderers/pdf-card/render.ts';
import { FORMAT_SIZE } from '../apps/server/src/integrations/renderers/pdf-card/templates.ts';
import { SAMPLE_CARD_DATA } from '../apps/server/src/modules/pdf-cards/printing.ts';
import { printTable } from './support/server.ts';

const N = Number(process.env.BENCH_RENDERS ?? 15);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function time(n: number, fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm: fonts read, code compiled
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return median(out);
}

/** Bare pdfkit: the same pages, each card side one filled rectangle, no fonts, no data. */
function bare(pages: { w: number; h: number; rects: { x: number; y: number; w: number; h: number }[] }[]) {
  return new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (const p of pages) {
      doc.addPage({ size: [p.w, p.h], margin: 0 });
      for (const r of p.rects) doc.rect(r.x, r.y, r.w, r.h).fill('#1565c0');
    }
    doc.end();
  });
}

const card = FORMAT_SIZE['cr80-landscape'];
const cardSide = { w: card.w, h: card.h, rects: [{ x: 0, y: 0, w: card.w, h: card.h }] };
const sheetPage = { w: A4.w, h: A4.h, rects: sheetSlots() };
const job = (i: number) => ({
  data: { ...SAMPLE_CARD_DATA, pdfCardNo: 5001 + i },
  templateCode: 'pdf-landscape-band' as const,
  watermark: true,
});

const oneCard = await time(N, () => renderCardPdf(job(0), { bleed: false }));
const oneBare = await time(N, () => bare([cardSide, cardSide]));
const sheet = await time(N, () =>
  renderSheetPdf(
    Array.from({ length: 10 }, (_, i) => job(i)),
    { backOffsetXMm: 0, backOffsetYMm: 0 },
  ),
);
const sheetBare = await time(N, () => bare([sheetPage, sheetPage]));

printTable(`PDF ID card render (median of ${N}, after one warm-up)`, [
  {
    what: 'one CR80 card, front + back',
    'ours (ms)': oneCard.toFixed(1),
    'bare pdfkit (ms)': oneBare.toFixed(2),
    ratio: `${(oneCard / oneBare).toFixed(1)}×`,
  },
  {
    what: 'A4 sheet, 10 cards, fronts + backs',
    'ours (ms)': sheet.toFixed(1),
    'bare pdfkit (ms)': sheetBare.toFixed(2),
    ratio: `${(sheet / sheetBare).toFixed(1)}×`,
  },
]);
