import sharp, { type OverlayOptions } from 'sharp';
import { escapeHtml } from './html.ts';

/** Photo for the vCard: a square JPEG, at most ~40 KB so phones import it (iOS drops big ones). */
export const VCARD_PHOTO_MAX_BYTES = 40 * 1024;
export async function vcardPhoto(source: Buffer): Promise<Buffer | null> {
  for (const [size, quality] of [
    [256, 72],
    [192, 60],
    [128, 50],
  ] as const) {
    const jpeg = await sharp(source)
      .resize(size, size, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= VCARD_PHOTO_MAX_BYTES) return jpeg;
  }
  return null;
}

/**
 * The 1200×630 preview WhatsApp, Facebook and X show for a shared card link: the accent colour, the
 * logo in a white disc and the business name. Text goes through sharp's SVG renderer (Pango), which
 * shapes Indic scripts correctly.
 */
export async function ogImage(o: {
  title: string;
  subtitle: string;
  accent: string;
  logo: Buffer | null;
}): Promise<Buffer> {
  const W = 1200;
  const H = 630;
  const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const textX = o.logo ? 440 : 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.accent}"/><stop offset="1" stop-color="#0b1120"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${o.logo ? '<circle cx="240" cy="315" r="170" fill="#ffffff"/>' : ''}
<text x="${textX}" y="300" font-family="Noto Sans, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeHtml(clip(o.title, o.logo ? 20 : 30))}</text>
<text x="${textX}" y="380" font-family="Noto Sans, sans-serif" font-size="36" fill="#e5e7eb">${escapeHtml(clip(o.subtitle, o.logo ? 36 : 52))}</text>
</svg>`;
  const layers: OverlayOptions[] = [];
  if (o.logo) {
    const mask = Buffer.from('<svg width="300" height="300"><circle cx="150" cy="150" r="150"/></svg>');
    const logo = await sharp(o.logo)
      .resize(300, 300, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: logo, left: 90, top: 165 });
  }
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 9, palette: true }).toBuffer();
}
