import { execFile } from 'node:child_process';
import sharp from 'sharp';
import { formatCalendarDate } from '@panel/shared/plans/dates.ts';
import { formatPhone } from '@panel/shared/card/contact-fields.ts';
import { variantKey } from '@panel/shared/schemas/document.ts';
import type { PdfCardContent, PdfCardTemplateCode } from '@panel/shared/schemas/pdf-card.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { CardData } from '../../integrations/renderers/pdf-card/templates.ts';

/** Photos and logos come from the stored 960 px WebP variant; pdfkit embeds JPEG (photos) and PNG (logos, transparent). */
async function imageOf(
  storage: Storage,
  ref: string | undefined,
  as: 'jpeg' | 'png',
): Promise<Buffer | null> {
  if (!ref) return null;
  const stored = await storage.get(variantKey(ref, 960));
  if (!stored) return null;
  try {
    const img = sharp(stored.body).rotate();
    return as === 'jpeg'
      ? await img.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer()
      : await img.png().toBuffer();
  } catch {
    // A damaged upload prints the placeholder rather than failing the whole card.
    return null;
  }
}

/** The card's stored content, formatted for print. */
export async function cardData(
  storage: Storage,
  pdfCardNo: number,
  c: Pick<PdfCardContent, 'companyName' | 'registeredPhoneNumber' | 'mails' | 'basicDetails'>,
  cardUrl: string | null,
): Promise<CardData> {
  const d = c.basicDetails;
  const [photo, logo] = await Promise.all([
    imageOf(storage, d.photo, 'jpeg'),
    imageOf(storage, d.logo, 'png'),
  ]);
  return {
    pdfCardNo,
    name: d.name,
    designation: d.designation,
    idNumber: d.idNumber,
    bloodGroup: d.bloodGroup,
    validTill: d.validTill ? formatCalendarDate(d.validTill) : undefined,
    emergencyContact: d.emergencyContact ? formatPhone(d.emergencyContact) : undefined,
    companyName: c.companyName,
    phone: formatPhone(c.registeredPhoneNumber),
    mails: c.mails,
    address: d.address,
    website: d.website,
    upiId: d.upiId,
    photo,
    logo,
    cardUrl,
  };
}

/** A made-up holder for template previews: what a real card looks like, with a Hindi name. */
export const SAMPLE_CARD_DATA: CardData = {
  pdfCardNo: 5001,
  name: 'अनन्या शर्मा',
  designation: 'Sales Manager',
  idNumber: 'EMP-0042',
  bloodGroup: 'B+',
  validTill: '31 Mar 2027',
  emergencyContact: '+91 98765 43210',
  companyName: 'Shree Ganesh Traders',
  phone: '+91 90000 00010',
  mails: ['hello@ganeshtraders.in'],
  address: '12 MG Road, Shivaji Nagar, Pune, Maharashtra 411005',
  website: 'https://ganeshtraders.in',
  upiId: 'ganeshtraders@okaxis',
  photo: null,
  logo: null,
  cardUrl: 'https://example.in/ganesh-traders',
};

/** The file name of a download: `{pdfCardNo}.pdf` (spec section 7). */
export const downloadName = (pdfCardNo: number) => `${pdfCardNo}.pdf`;

/**
 * The first page of a PDF as a PNG, drawn by poppler's pdftoppm (Debian poppler-utils), so a preview
 * is exactly what the renderer prints.
 */
export function firstPageAsPng(pdf: Buffer, page = 1, dpi = 110): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.env.PDFTOPPM_PATH ?? 'pdftoppm',
      ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'],
      { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024, timeout: 20_000 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

export type { PdfCardTemplateCode };
