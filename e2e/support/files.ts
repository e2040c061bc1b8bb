import type { Page } from '@playwright/test';

/** A real PNG made by the browser's canvas: uploads are checked by content, not by name. */
export async function pngFile(page: Page, color: string, name: string) {
  const dataUrl = await page.evaluate((c) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#fff';
    ctx.fillRect(40, 40, 120, 80);
    return canvas.toDataURL('image/png');
  }, color);
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}
