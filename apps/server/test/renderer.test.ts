import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  frameLayout,
  OUTPUT_SIZES,
  renderGreetingImage,
  watermarkImage,
  type Box,
  type FrameInput,
} from '../src/integrations/renderers/greeting-frame.ts';
import { ocrText } from './tools.ts';

/**
 * The renderer: output sizes, the frame band holding the business's details without touching the
 * post's content box (pixel comparison), and the details readable back with OCR (tesseract, with
 * Hindi, Gujarati and Tamil data for those scripts).
 */
const hasTesseract = spawnSync('tesseract', ['--version']).status === 0;
// CI installs tesseract (.ci/run): there a missing OCR must fail, not quietly skip.
if (process.env.CI && !hasTesseract) throw new Error('tesseract-ocr is required in CI for the OCR checks');

async function poster(width: number, height: number): Promise<Buffer> {
  // A busy post (stripes), so any overlap of the frame into the content box changes pixels.
  const stripes = Array.from(
    { length: 20 },
    (_, i) => `<rect x="${i * (width / 20)}" width="${width / 40}" height="${height}" fill="#fde047"/>`,
  ).join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7c2d12"/>${stripes}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

const logo = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

async function region(jpeg: Buffer, box: Box): Promise<Buffer> {
  return sharp(jpeg).extract(box).raw().toBuffer();
}

/** Mean absolute difference per channel value (JPEG noise stays well under 3). */
function meanDiff(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

const LONG_NAME = 'श्री गणेश किराना स्टोर एवं जनरल मर्चेंट्स प्राइवेट लिमिटेड, पुणे, महाराष्ट्र — होलसेल और रिटेल';
const LONG_ADDRESS =
  'Shop No. 14, Ground Floor, Shree Ganesh Complex, Opposite Municipal Vegetable Market, Near Clock Tower, Station Road, Ahmedabad, Gujarat 380001, India';

describe('greeting renderer', () => {
  for (const shape of ['SQUARE', 'STORY'] as const) {
    it(`${shape} output is ${OUTPUT_SIZES[shape].width}×${OUTPUT_SIZES[shape].height} and its frame never covers the post`, async () => {
      const size = OUTPUT_SIZES[shape];
      const post = await poster(size.width, size.height);
      for (const kind of ['regular', 'product', 'political'] as const) {
        const base: FrameInput = {
          ...size,
          kind,
          details: {},
          party: { partyName: 'Bharatiya Janata Party', abbreviation: 'BJP' },
        };
        const bare = await renderGreetingImage(post, { ...base, details: { name: 'A' } });
        const full = await renderGreetingImage(post, {
          ...base,
          details: {
            name: LONG_NAME,
            phone: '98765 43210',
            whatsapp: '98765 43210',
            email: 'orders@ganeshkirana.example.in',
            website: 'ganeshkirana.example.in',
            address: LONG_ADDRESS,
            logo: await logo(),
          },
          product: { name: 'Basmati Rice', priceText: '₹1,20,000.00 per quintal', photo: await logo() },
        });
        const meta = await sharp(full).metadata();
        expect([meta.width, meta.height, meta.format]).toEqual([size.width, size.height, 'jpeg']);
        const { content, band } = frameLayout(size.width, size.height, kind);
        // Long names and addresses shrink or wrap inside the band: the post's box is unchanged...
        expect(meanDiff(await region(bare, content), await region(full, content))).toBeLessThan(1.5);
        // ...while the band really changed (it holds the details).
        expect(meanDiff(await region(bare, band), await region(full, band))).toBeGreaterThan(5);
      }
    });
  }

  it(
    'the band reads back as the business name, phone and e-mail (OCR)',
    { skip: !hasTesseract, timeout: 60_000 },
    async () => {
      const size = OUTPUT_SIZES.SQUARE;
      const jpeg = await renderGreetingImage(await poster(size.width, size.height), {
        ...size,
        kind: 'regular',
        details: { name: 'Sharma Traders', phone: '98765 43210', email: 'hello@sharmatraders.in' },
      });
      const { band } = frameLayout(size.width, size.height, 'regular');
      const text = await ocrText(await sharp(jpeg).extract(band).png().toBuffer(), 'eng');
      expect(text).toContain('Sharma Traders');
      expect(text.replace(/\s/g, '')).toContain('9876543210');
      expect(text).toContain('hello@sharmatraders.in');
    },
  );

  // Each Indian script a card or frame may be written in (issue 16): unshaped text (broken conjuncts,
  // vowel signs in the wrong place, boxes) does not OCR back to these words.
  it.each([
    { script: 'Devanagari (Hindi)', lang: 'hin', name: 'शर्मा ट्रेडर्स पुणे', words: ['शर्मा', 'पुणे'] },
    { script: 'Gujarati', lang: 'guj', name: 'શર્મા ટ્રેડર્સ અમદાવાદ', words: ['શર્મા', 'અમદાવાદ'] },
    { script: 'Tamil', lang: 'tam', name: 'சர்மா டிரேடர்ஸ் சென்னை', words: ['சர்மா', 'சென்னை'] },
  ])(
    '$script is shaped: OCR reads the words back',
    { skip: !hasTesseract, timeout: 60_000 },
    async ({ lang, name, words }) => {
      const size = OUTPUT_SIZES.STORY;
      const jpeg = await renderGreetingImage(await poster(size.width, size.height), {
        ...size,
        kind: 'regular',
        details: { name },
      });
      const { band } = frameLayout(size.width, size.height, 'regular');
      const text = await ocrText(await sharp(jpeg).extract(band).png().toBuffer(), lang);
      for (const word of words) expect(text).toContain(word);
    },
  );
});

describe('watermarked previews', () => {
  it('marks every part of the image, on a light and on a dark post, and keeps its size', async () => {
    for (const background of ['#f8fafc', '#111827']) {
      const plain = await sharp({ create: { width: 540, height: 540, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const marked = await watermarkImage(plain, 'PREVIEW');
      expect(await sharp(marked).metadata()).toMatchObject({ width: 540, height: 540, format: 'jpeg' });
      // Each quarter of the image carries some of the mark: it cannot be cropped away.
      for (const [left, top] of [
        [0, 0],
        [270, 0],
        [0, 270],
        [270, 270],
      ] as const) {
        const box = { left, top, width: 270, height: 270 };
        const [before, after] = [await region(plain, box), await region(marked, box)];
        let changed = 0;
        for (let i = 0; i < before.length; i++)
          if (Math.abs((before[i] ?? 0) - (after[i] ?? 0)) > 25) changed++;
        expect(changed / before.length).toBeGreaterThan(0.02);
      }
    }
  });
});
