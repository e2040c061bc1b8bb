import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

/**
 * QR codes are a pure function of their text and cost about a millisecond each, which the public
 * page would otherwise pay on every view: keep the recent ones.
 */
const cache = new LRUCache<string, string | Buffer>({ max: 2000 });
const memo = async <T extends string | Buffer>(key: string, make: () => Promise<T>): Promise<T> => {
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const made = await make();
  cache.set(key, made);
  return made;
};

/** The card's own QR code, for printing and for the editor's download buttons. */
export const qrPng = (url: string) =>
  memo(`png:${url}`, () =>
    QRCode.toBuffer(url, { type: 'png', width: 1024, margin: 2, errorCorrectionLevel: 'M' }),
  );
export const qrSvg = (url: string) =>
  memo(`svg:${url}`, () => QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
/** The UPI payment QR shown inline on the card (smaller margin, drawn inside the page). */
export const upiQrSvg = (upiLink: string) =>
  memo(`upi:${upiLink}`, () =>
    QRCode.toString(upiLink, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  );
