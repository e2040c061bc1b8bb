import { gstIncluded } from '@panel/shared/gstin.ts';
import { formatPaise } from '@panel/shared/money.ts';
import type { ReceiptDetails } from '@panel/shared/schemas/account.ts';
import { formatCalendarDate } from '@panel/shared/plans/dates.ts';
import { finish, line, MM, newDocument, paragraph } from './pdf-card/draw.ts';

export interface ReceiptData {
  recordNo: number;
  /** India calendar date the payment was made. */
  paidOn: string;
  agencyName: string;
  seller: ReceiptDetails | null;
  customerName: string | null;
  customerContact: string;
  businessName: string | null;
  /** What was bought, e.g. "Premium Yearly plan". */
  description: string;
  validFrom: string | null;
  validTo: string | null;
  amountPaise: number;
  paymentReference: string | null;
  cancelled: boolean;
}

const A4 = { w: 210 * MM, h: 297 * MM };
const LEFT = 20 * MM;
const WIDTH = A4.w - 40 * MM;
const MUTED = '#5f6368';

/**
 * A one-page A4 receipt for a customer's payment. With the seller's GSTIN it is titled "Tax invoice"
 * and shows the GST included in the price; texts in any Indian script are drawn with their Noto face.
 */
export async function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const gstin = r.seller?.gstin ?? '';
  const title = gstin ? 'Tax invoice' : 'Payment receipt';
  const doc = await newDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `${title} ${r.recordNo}`, Creator: r.agencyName },
  });

  let y = 28 * MM;
  const row = (label: string, value: string, bold = false) => {
    line(doc, label, LEFT, y, WIDTH * 0.4, { size: 10, color: MUTED });
    line(doc, value, LEFT + WIDTH * 0.4, y, WIDTH * 0.6, { size: 10, weight: bold ? 'bold' : 'regular' });
    y += 7 * MM;
  };

  line(doc, r.seller?.legalName || r.agencyName, LEFT, y, WIDTH * 0.6, { size: 16, weight: 'bold' });
  line(doc, title, LEFT + WIDTH * 0.6, y, WIDTH * 0.4, { size: 16, weight: 'bold', align: 'right' });
  y += 7 * MM;
  if (r.seller?.address) {
    const lines = paragraph(doc, r.seller.address, LEFT, y, WIDTH * 0.6, {
      size: 9,
      color: MUTED,
      maxLines: 3,
    });
    y += lines * 4.5 * MM;
  }
  if (gstin) {
    line(doc, `GSTIN: ${gstin}`, LEFT, y, WIDTH * 0.6, { size: 9, color: MUTED });
    y += 5 * MM;
  }
  y += 8 * MM;

  row('Receipt number', String(r.recordNo), true);
  row('Date', formatCalendarDate(r.paidOn));
  row('Billed to', [r.customerName, r.customerContact].filter(Boolean).join(', '));
  if (r.businessName) row('Business', r.businessName);
  row('Item', r.description);
  if (r.validFrom && r.validTo)
    row('Valid', `${formatCalendarDate(r.validFrom)} to ${formatCalendarDate(r.validTo)}`);
  if (r.paymentReference) row('Payment reference', r.paymentReference);

  y += 4 * MM;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#c8c8c8')
    .stroke();
  y += 8 * MM;
  if (gstin) {
    const tax = gstIncluded(r.amountPaise, r.seller?.gstRatePercent ?? 0);
    row('Taxable value', formatPaise(r.amountPaise - tax));
    row(`GST @ ${r.seller?.gstRatePercent ?? 0}%`, formatPaise(tax));
  }
  row('Total paid', formatPaise(r.amountPaise), true);
  if (r.cancelled) {
    y += 4 * MM;
    line(doc, 'This payment was cancelled.', LEFT, y, WIDTH, { size: 11, weight: 'bold', color: '#b00020' });
  }

  line(
    doc,
    `Issued by ${r.agencyName}. This is a computer-generated receipt; no signature is needed.`,
    LEFT,
    A4.h - 20 * MM,
    WIDTH,
    {
      size: 8,
      color: MUTED,
    },
  );
  return finish(doc);
}
