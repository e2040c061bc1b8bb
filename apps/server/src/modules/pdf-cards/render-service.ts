import type { z } from 'zod';
import { badRequest } from '@panel/shared/errors.ts';
import type {
  exportPdfCardBodySchema,
  PdfCardTemplateCode,
  pdfCardPreviewBodySchema,
} from '@panel/shared/schemas/pdf-card.ts';
import type { AppInstance } from '../../app-types.ts';
import { renderCardPdf, renderSheetPdf, type CardJob } from '../../integrations/renderers/pdf-card/render.ts';
import { businessFor, type Scope } from '../businesses/access.ts';
import type { PdfCardWithBusiness } from './access.ts';
import { paidStatus } from './paid.ts';
import { cardData, firstPageAsPng } from './printing.ts';
import { cardsByNumbers, cardsOfBusiness, cardUrls } from './service.ts';

/** Print jobs for stored cards: their data, template, and SAMPLE unless paid (or staff forced it off). */
async function jobsFor(
  app: AppInstance,
  scope: Scope,
  rows: PdfCardWithBusiness[],
  origin: string,
  force: boolean,
) {
  const [paid, urls] = await Promise.all([
    paidStatus(
      app.db,
      scope.agencyId,
      scope.configuration,
      rows.map((r) => ({ pdfCardNo: r.card.pdfCardNo, businessId: r.card.businessId })),
    ),
    cardUrls(app.db, scope.agencyId, [...new Set(rows.map((r) => r.card.businessId))], origin),
  ]);
  return Promise.all(
    rows.map(async (r): Promise<CardJob> => ({
      data: await cardData(app.storage, r.card.pdfCardNo, r.card, urls.get(r.card.businessId) ?? null),
      templateCode: r.card.templateCode as PdfCardTemplateCode,
      watermark: !force && !paid.get(r.card.pdfCardNo),
    })),
  );
}

export async function renderOne(
  app: AppInstance,
  scope: Scope,
  r: PdfCardWithBusiness,
  origin: string,
  opts: { force: boolean; bleed: boolean },
): Promise<Buffer> {
  const [job] = await jobsFor(app, scope, [r], origin, opts.force);
  if (!job) throw new Error('No print job for the card');
  return renderCardPdf(job, { bleed: opts.bleed });
}

/** The print sheet of the named cards, or of every card of a business. */
export async function exportSheet(
  app: AppInstance,
  scope: Scope,
  body: z.output<typeof exportPdfCardBodySchema>,
  origin: string,
): Promise<Buffer> {
  let rows = body.pdfCardNos
    ? await cardsByNumbers(app.db, scope, body.pdfCardNos)
    : await cardsOfBusiness(app.db, scope, body.businessId ?? '');
  if (body.businessId && body.pdfCardNos) rows = rows.filter((r) => r.card.businessId === body.businessId);
  rows = rows.filter((r) => r.card.status === 'active');
  if (rows.length === 0) throw badRequest('There are no active PDF ID cards to export.');
  const jobs = await jobsFor(app, scope, rows, origin, body.forceDownloadWithoutSampleWatermark);
  return renderSheetPdf(jobs, { backOffsetXMm: body.backOffsetXMm, backOffsetYMm: body.backOffsetYMm });
}

/** The editor's live preview: unsaved content drawn by the same renderer, with SAMPLE, as a PNG. */
export async function livePreview(
  app: AppInstance,
  scope: Scope,
  body: z.output<typeof pdfCardPreviewBodySchema>,
  origin: string,
): Promise<Buffer> {
  const business = await businessFor(app.db, scope, body.businessId);
  const urls = await cardUrls(app.db, scope.agencyId, [business.id], origin);
  const data = await cardData(app.storage, 0, body, urls.get(business.id) ?? null);
  // Always marked: a preview image must not be a way to print an unpaid card.
  const pdf = await renderCardPdf(
    { data, templateCode: body.templateCode, watermark: true },
    { bleed: false },
  );
  return firstPageAsPng(pdf, body.side === 'back' ? 2 : 1, 150);
}
