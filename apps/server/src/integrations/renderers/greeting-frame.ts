import sharp, { type OverlayOptions } from 'sharp';
import type { FrameKind } from '@panel/shared/schemas/image-post.ts';
import { configureFonts, FONT_FAMILY } from './fonts.ts';

configureFonts();

/**
 * One renderer for every greeting frame (regular, product, political) at any output size: SQUARE
 * 1080×1080 and STORY 1080×1920 images, and the 16*9 / 9*16 video sizes. The post keeps its own
 * "content" box; the business's details live in a band below it (and the party in a header strip
 * above it for the political frame), so the frame never covers the post. Text is fitted into fixed
 * boxes: long names shrink, then wrap, and never leave their box.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface FrameDetails {
  name?: string;
  phone?: string;
  whatsapp?: string;
  address?: string;
  email?: string;
  website?: string;
  /** Any image sharp reads (PNG, JPEG, WebP, SVG). */
  logo?: Buffer;
}

export interface FrameInput {
  width: number;
  height: number;
  kind: FrameKind;
  details: FrameDetails;
  product?: { name: string; priceText?: string; photo?: Buffer };
  party?: { partyName: string; abbreviation: string; logo?: Buffer };
  /** Band colour; text is white on it. */
  color?: string;
}

export interface FrameLayout {
  content: Box;
  band: Box;
  header: Box | null;
}

export const OUTPUT_SIZES = {
  SQUARE: { width: 1080, height: 1080 },
  STORY: { width: 1080, height: 1920 },
} as const;

export const DEFAULT_FRAME_COLOR = '#1f2937';
const ACCENT = '#f59e0b';

/** Where the post, the details band and the party header go for a given size and frame. */
export function frameLayout(width: number, height: number, kind: FrameKind): FrameLayout {
  const short = Math.min(width, height);
  const tall = height > width * 1.3;
  const bandHeight = Math.round(short * (tall ? 0.26 : 0.2));
  const headerHeight = kind === 'political' ? Math.round(bandHeight * 0.5) : 0;
  const band = { left: 0, top: height - bandHeight, width, height: bandHeight };
  const header = headerHeight ? { left: 0, top: 0, width, height: headerHeight } : null;
  const content = { left: 0, top: headerHeight, width, height: height - bandHeight - headerHeight };
  return { content, band, header };
}

const markupEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

export interface FittedText {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * Renders text (Pango: shapes Indic scripts) at `size` px wrapped to `box.width`; when that is too
 * tall for the box, lets libvips pick the largest size that fits the whole box instead.
 */
export async function fitText(
  text: string,
  box: { width: number; height: number },
  size: number,
  bold: boolean,
  color: string,
): Promise<FittedText> {
  const font = `${FONT_FAMILY}${bold ? ' Bold' : ''} ${Math.max(6, Math.round(size))}`;
  const markup = `<span foreground="${color}">${markupEscape(text)}</span>`;
  const render = async (autofit: boolean) => {
    const { data, info } = await sharp({
      text: {
        text: markup,
        font,
        width: Math.max(1, Math.floor(box.width)),
        ...(autofit ? { height: Math.max(1, Math.floor(box.height)) } : { dpi: 72 }),
        rgba: true,
        wrap: 'word-char',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  const first = await render(false);
  if (first.height <= box.height && first.width <= box.width) return first;
  const fitted = await render(true);
  if (fitted.height <= box.height && fitted.width <= box.width) return fitted;
  // Autofit rounds its dpi: trim the rare pixel of overshoot rather than overflow the box.
  const input = await sharp(fitted.input)
    .extract({
      left: 0,
      top: 0,
      width: Math.min(fitted.width, box.width),
      height: Math.min(fitted.height, box.height),
    })
    .png()
    .toBuffer();
  return { input, width: Math.min(fitted.width, box.width), height: Math.min(fitted.height, box.height) };
}

async function squareImage(img: Buffer, size: number, background: string, rounded: boolean): Promise<Buffer> {
  const inner = Math.round(size * 0.9);
  const picture = await sharp(img)
    .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
  const radius = rounded ? Math.round(size * 0.12) : 0;
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/></svg>`,
  );
  const pad = Math.round((size - inner) / 2);
  return sharp(plate)
    .composite([{ input: picture, left: pad, top: pad }])
    .png()
    .toBuffer();
}

const place = (t: FittedText, box: Box, align: 'left' | 'center' = 'left'): OverlayOptions => ({
  input: t.input,
  left: Math.round(box.left + (align === 'center' ? (box.width - t.width) / 2 : 0)),
  top: Math.round(box.top + (box.height - t.height) / 2),
});

/** The lines of contact text under the name, in the band's reading order, skipping what is absent. */
export function contactLines(d: FrameDetails): string[] {
  const phones = [d.phone && `Call ${d.phone}`, d.whatsapp && `WhatsApp ${d.whatsapp}`]
    .filter(Boolean)
    .join('   ');
  const web = [d.email, d.website].filter(Boolean).join('   ');
  return [phones, web, d.address ? clip(d.address, 140) : ''].filter((l) => l.length > 0);
}

/**
 * The frame as a transparent PNG of the full output size: only the band and header are painted, so
 * the same overlay serves images (over the composed post) and videos (ffmpeg overlay).
 */
export async function renderFrameOverlay(input: FrameInput): Promise<{ png: Buffer; layout: FrameLayout }> {
  const { width, height, kind, details } = input;
  const color = input.color ?? DEFAULT_FRAME_COLOR;
  const layout = frameLayout(width, height, kind);
  const { band, header } = layout;
  const pad = Math.round(band.height * 0.08);
  const stripe = Math.max(2, Math.round(band.height * 0.03));

  const shapes = [
    `<rect x="0" y="${band.top}" width="${width}" height="${band.height}" fill="${color}"/>`,
    `<rect x="0" y="${band.top}" width="${width}" height="${stripe}" fill="${ACCENT}"/>`,
  ];
  if (header) {
    shapes.push(`<rect x="0" y="0" width="${width}" height="${header.height}" fill="${color}"/>`);
    shapes.push(
      `<rect x="0" y="${header.height - stripe}" width="${width}" height="${stripe}" fill="${ACCENT}"/>`,
    );
  }
  const base = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
  );

  // Every text and picture is rendered independently, so they run in parallel.
  const layers: Promise<OverlayOptions>[] = [];
  const inner = { top: band.top + stripe + pad, height: band.height - stripe - 2 * pad };
  let textLeft = pad;
  let textRight = width - pad;

  if (details.logo) {
    layers.push(
      squareImage(details.logo, inner.height, '#ffffff', true).then((input) => ({
        input,
        left: pad,
        top: inner.top,
      })),
    );
    textLeft += inner.height + pad;
  }

  if (kind === 'product' && input.product) {
    const photoSize = inner.height;
    const priceHeight = Math.round(photoSize * 0.3);
    const blockWidth = Math.round(photoSize * 1.25);
    const blockLeft = width - pad - blockWidth;
    if (input.product.photo) {
      const size = photoSize - priceHeight;
      const left = blockLeft + Math.round((blockWidth - size) / 2);
      layers.push(
        squareImage(input.product.photo, size, '#ffffff', true).then((p) => ({
          input: p,
          left,
          top: inner.top,
        })),
      );
    }
    const labelBox = {
      left: blockLeft,
      top: inner.top + (input.product.photo ? photoSize - priceHeight : 0),
      width: blockWidth,
      height: input.product.photo ? priceHeight : photoSize,
    };
    const label = input.product.priceText ?? input.product.name;
    layers.push(
      fitText(label, labelBox, priceHeight * 0.7, true, ACCENT).then((t) => place(t, labelBox, 'center')),
    );
    textRight = blockLeft - pad;
  }

  const textWidth = Math.max(1, textRight - textLeft);
  const lines = contactLines(details);
  const nameShare = details.name ? (lines.length === 0 ? 1 : 0.42) : 0;
  const nameBox = {
    left: textLeft,
    top: inner.top,
    width: textWidth,
    height: Math.round(inner.height * nameShare),
  };
  if (details.name) {
    layers.push(
      fitText(details.name, nameBox, nameBox.height * 0.72, true, '#ffffff').then((t) => place(t, nameBox)),
    );
  }
  if (lines.length > 0) {
    const lineHeight = Math.floor((inner.height - nameBox.height) / lines.length);
    for (const [i, line] of lines.entries()) {
      const box = {
        left: textLeft,
        top: inner.top + nameBox.height + i * lineHeight,
        width: textWidth,
        height: lineHeight,
      };
      const size = Math.min(lineHeight * 0.62, band.height * 0.13);
      layers.push(fitText(line, box, size, false, '#e5e7eb').then((t) => place(t, box)));
    }
  }

  if (header && input.party) {
    const hPad = Math.round(header.height * 0.12);
    const hInner = { top: hPad, height: header.height - stripe - 2 * hPad };
    let left = pad;
    if (input.party.logo) {
      layers.push(
        squareImage(input.party.logo, hInner.height, '#ffffff', true).then((p) => ({
          input: p,
          left: pad,
          top: hInner.top,
        })),
      );
      left += hInner.height + pad;
    }
    const partyBox = { left, top: hInner.top, width: width - pad - left, height: hInner.height };
    const text = `${input.party.partyName} (${input.party.abbreviation})`;
    layers.push(
      fitText(text, partyBox, hInner.height * 0.6, true, '#ffffff').then((t) => place(t, partyBox, 'center')),
    );
  }

  const png = await sharp(base)
    .composite(await Promise.all(layers))
    .png()
    .toBuffer();
  return { png, layout };
}

/**
 * The post fitted into the content box over a blurred, darkened copy of itself (so a post of another
 * shape fills the canvas without being cropped), then the frame on top. Returns a JPEG.
 */
export async function renderGreetingImage(post: Buffer, input: FrameInput): Promise<Buffer> {
  const { width, height } = input;
  const [{ png: overlay, layout }, backdrop] = await Promise.all([
    renderFrameOverlay(input),
    // Blurring a small copy and scaling it up looks the same and costs a fraction of a full-size blur.
    sharp(post)
      .resize(Math.round(width / 10), Math.round(height / 10), { fit: 'cover' })
      .blur(3)
      .modulate({ brightness: 0.6 })
      .toBuffer()
      .then((small) => sharp(small).resize(width, height).toBuffer()),
  ]);
  const { content } = layout;
  const fitted = await sharp(post)
    .resize(content.width, content.height, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  return sharp(backdrop)
    .composite([
      {
        input: fitted.data,
        left: content.left + Math.round((content.width - fitted.info.width) / 2),
        top: content.top + Math.round((content.height - fitted.info.height) / 2),
      },
      { input: overlay, left: 0, top: 0 },
    ])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/**
 * A preview that cannot stand in for the real post: the label repeated diagonally across the whole
 * image in translucent white over a dark shadow, readable on light and dark posts alike.
 */
export async function watermarkImage(jpeg: Buffer, label: string): Promise<Buffer> {
  const { width = 1080, height = 1080 } = await sharp(jpeg).metadata();
  const size = Math.round(Math.min(width, height) / 14);
  const text = (color: string, alpha: string) =>
    sharp({
      text: {
        text: `<span foreground="${color}" fgalpha="${alpha}">${markupEscape(label)}</span>`,
        font: `${FONT_FAMILY} Bold ${size}`,
        dpi: 72,
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const [light, dark] = await Promise.all([text('#ffffff', '60%'), text('#000000', '40%')]);
  const shift = Math.max(2, Math.round(size / 12));
  const gap = Math.round(size * 0.9);
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  // The dark copy, a little down and right, shows on light posts; the white one on dark posts.
  const mark = await sharp({
    create: {
      width: light.info.width + shift,
      height: light.info.height + shift,
      channels: 4,
      background: clear,
    },
  })
    .composite([
      { input: dark.data, left: shift, top: shift },
      { input: light.data, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  const tile = await sharp(mark)
    .extend({ top: gap, bottom: gap, left: gap, right: gap, background: clear })
    .rotate(-30, { background: clear })
    .png()
    .toBuffer();
  return sharp(jpeg)
    .composite([{ input: tile, tile: true, left: 0, top: 0 }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
