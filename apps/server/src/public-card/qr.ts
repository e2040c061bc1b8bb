import QRCode from 'qrcode';

/** The card's own QR code, for printing and for the editor's download buttons. */
export const qrPng = (url: string) =>
  QRCode.toBuffer(url, { type: 'png', width: 1024, margin: 2, errorCorrectionLevel: 'M' });
export const qrSvg = (url: string) =>
  QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
