import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '@panel/shared/errors.ts';
import { binaryFileSchema, envelope } from '@panel/shared/schemas/common.ts';
import {
  bulkPdfCardAnswerSchema,
  bulkPdfCardQuerySchema,
  downloadPdfCardQuerySchema,
  exportPdfCardBodySchema,
  pdfCardDraftSchema,
  pdfCardDeletedSchema,
  pdfCardListQuerySchema,
  pdfCardListSchema,
  pdfCardNoBodySchema,
  pdfCardNoQuerySchema,
  pdfCardPreviewBodySchema,
  pdfCardPreviewQuerySchema,
  pdfCardSchema,
  pdfCardsByBusinessQuerySchema,
  pdfCardTemplateListSchema,
  pdfCardTemplateParamsSchema,
  updatePdfCardBasicDetailsBodySchema,
  updatePdfCardStatusBodySchema,
  type PdfCard,
} from '@panel/shared/schemas/pdf-card.ts';
import type { AppInstance } from '../../app-types.ts';
import { MULTIPART_BODY } from '../../plugins/web-security.ts';
import { originOf } from '../../public-card/origin.ts';
import { businessFor, scopeOf, type Scope } from '../businesses/access.ts';
import { pdfCardFor, type PdfCardWithBusiness } from './access.ts';
import { bulkCreate } from './bulk.ts';
import { downloadName } from './printing.ts';
import { exportSheet, livePreview, renderOne } from './render-service.ts';
import * as service from './service.ts';
import { templateList, templatePreview } from './template-previews.ts';
import { allPages, type CsvColumn, sendCsv, wantsCsv } from '../reports/csv.ts';

const PDF_CARD_COLUMNS: CsvColumn<PdfCard>[] = [
  { header: 'PDF card no', value: (c) => c.pdfCardNo },
  { header: 'Business name', value: (c) => c.businessName },
  { header: 'Company name', value: (c) => c.companyName },
  { header: 'Name', value: (c) => c.basicDetails.name },
  { header: 'Registered phone', value: (c) => c.registeredPhoneNumber },
  { header: 'E-mails', value: (c) => c.mails.join(' ') },
  { header: 'Template', value: (c) => c.templateCode },
  { header: 'Status', value: (c) => (c.status === 'active' ? 'Active' : 'InActive') },
  { header: 'Paid', value: (c) => (c.isPaid ? 'Yes' : 'No') },
  { header: 'Paid by', value: (c) => c.paidBy },
  { header: 'Created', value: (c) => c.createdAt },
];

const BASE = '/api/v1/pdf-card';

/** The PDF ID card product (spec section 7 "PDF cards"); its payments live in the payments module. */
export default async function pdfCardRoutes(app: AppInstance) {
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 2, fields: 5, parts: 8 } });

  /** The caller's scope, after checking the agency sells PDF ID cards. */
  const scope = (req: FastifyRequest): Scope => {
    const s = scopeOf(req);
    service.assertOffered(s);
    return s;
  };
  const one = async (req: FastifyRequest, s: Scope, r: PdfCardWithBusiness) => {
    const [card] = await service.present(app.db, s, [r], app.storage, originOf(req));
    if (!card) throw new Error('A PDF card row was not presented');
    return card;
  };
  const pdf = (reply: FastifyReply, body: Buffer, fileName: string) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);

  app.get(
    `${BASE}/pdfCard`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: pdfCardNoQuerySchema, response: { 200: envelope(pdfCardSchema) } },
    },
    async (req) => {
      const s = scope(req);
      return { data: await one(req, s, await pdfCardFor(app.db, s, req.query.pdfCardNo)) };
    },
  );

  app.get(
    `${BASE}/getPdfCardList`,
    {
      config: { access: 'staff' },
      schema: { querystring: pdfCardListQuerySchema, response: { 200: envelope(pdfCardListSchema) } },
    },
    async (req, reply) => {
      const { format, ...q } = req.query;
      const [s, origin] = [scope(req), originOf(req)];
      if (!wantsCsv(req, format))
        return { data: await service.listPdfCards(app.db, s, q, app.storage, origin) };
      const rows = allPages((page, limit) =>
        service.listPdfCards(app.db, s, { ...q, page, limit }, app.storage, origin),
      );
      return sendCsv(reply, rows, PDF_CARD_COLUMNS);
    },
  );

  app.get(
    `${BASE}/getPdfCardsByBusiness`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: pdfCardsByBusinessQuerySchema, response: { 200: envelope(pdfCardListSchema) } },
    },
    async (req) => {
      const s = scope(req);
      const rows = await service.cardsOfBusiness(app.db, s, req.query.businessId);
      const list = await service.present(app.db, s, rows, app.storage, originOf(req));
      return { data: { list, total: list.length } };
    },
  );

  app.post(
    `${BASE}/updatePdfCardBasicDetails`,
    {
      config: { access: 'signedIn' },
      schema: {
        body: updatePdfCardBasicDetailsBodySchema,
        response: { 200: envelope(pdfCardSchema), 201: envelope(pdfCardSchema) },
      },
    },
    async (req, reply) => {
      const s = scope(req);
      const saved = await service.saveBasicDetails(app.db, s, req.body);
      if (req.body.pdfCardNo === undefined) reply.status(201);
      return { data: await one(req, s, saved) };
    },
  );

  app.post(
    `${BASE}/updatePdfCardStatus`,
    {
      config: { access: 'manageBusinesses' },
      schema: { body: updatePdfCardStatusBodySchema, response: { 200: envelope(pdfCardSchema) } },
    },
    async (req) => {
      const s = scope(req);
      return {
        data: await one(req, s, await service.updateStatus(app.db, s, req.body.pdfCardNo, req.body.status)),
      };
    },
  );

  app.post(
    `${BASE}/deletePdfCard`,
    {
      config: { access: 'ownerOrAdmin' },
      schema: { body: pdfCardNoBodySchema, response: { 200: envelope(pdfCardDeletedSchema) } },
    },
    async (req) => {
      await service.deletePdfCard(app.db, scope(req), req.body.pdfCardNo);
      return { data: { pdfCardNo: req.body.pdfCardNo, deleted: true as const } };
    },
  );

  // Binary answers: on failure the body is the usual JSON envelope (spec section 8: the web parses it).
  app.get(
    `${BASE}/downloadPdfCard`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: downloadPdfCardQuerySchema, response: { 200: binaryFileSchema } },
    },
    async (req, reply) => {
      const s = scope(req);
      if (req.query.forceDownloadWithoutSampleWatermark && s.session.kind !== 'staff')
        throw forbidden('Only staff can download a PDF ID card without the SAMPLE watermark.');
      const r = await pdfCardFor(app.db, s, req.query.pdfCardNo);
      const body = await renderOne(app, s, r, originOf(req), {
        force: req.query.forceDownloadWithoutSampleWatermark === true,
        bleed: req.query.bleed === true,
      });
      return pdf(reply, body, downloadName(r.card.pdfCardNo));
    },
  );

  app.post(
    `${BASE}/exportPdfCard`,
    {
      config: { access: 'signedIn' },
      schema: { body: exportPdfCardBodySchema, response: { 200: binaryFileSchema } },
    },
    async (req, reply) => {
      const s = scope(req);
      if (req.body.forceDownloadWithoutSampleWatermark && s.session.kind !== 'staff')
        throw forbidden('Only staff can download a PDF ID card without the SAMPLE watermark.');
      const body = await exportSheet(app, s, req.body, originOf(req));
      return pdf(reply, body, 'pdf-id-cards.pdf');
    },
  );

  /* ---- beyond spec section 7: what the template picker and the editor need ---- */

  app.get(
    `${BASE}/prefill`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: pdfCardsByBusinessQuerySchema, response: { 200: envelope(pdfCardDraftSchema) } },
    },
    async (req) => ({ data: await service.prefill(app.db, scope(req), req.query.businessId) }),
  );

  app.get(
    `${BASE}/templates`,
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(pdfCardTemplateListSchema) } } },
    async (req) => {
      scope(req);
      return { data: { list: templateList() } };
    },
  );

  app.get(
    `${BASE}/templates/:code/preview.png`,
    {
      config: { access: 'signedIn' },
      schema: {
        params: pdfCardTemplateParamsSchema,
        querystring: pdfCardPreviewQuerySchema,
        response: { 200: binaryFileSchema },
      },
    },
    async (req, reply) => {
      scope(req);
      const png = await templatePreview(app.storage, req.params.code);
      // The URL carries the template version, so the image may be cached for good.
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(png);
    },
  );

  app.post(
    `${BASE}/preview`,
    {
      config: { access: 'signedIn', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { body: pdfCardPreviewBodySchema, response: { 200: binaryFileSchema } },
    },
    async (req, reply) => {
      const png = await livePreview(app, scope(req), req.body, originOf(req));
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  app.post(
    `${BASE}/bulk`,
    {
      config: { access: 'signedIn', bodyTypes: MULTIPART_BODY, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { querystring: bulkPdfCardQuerySchema, response: { 200: envelope(bulkPdfCardAnswerSchema) } },
    },
    async (req) => {
      const s = scope(req);
      // Whose business first: a caller who may not reach it learns nothing from the upload's checks.
      const business = await businessFor(app.db, s, req.query.businessId);
      if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Choose a CSV file to upload.');
      const files: Record<string, Buffer> = {};
      try {
        for await (const part of req.files()) files[part.fieldname] = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large. The limit is 20 MB.');
        throw err;
      }
      if (!files.csv?.length) throw new AppError('BAD_REQUEST', 'Choose a CSV file to upload.');
      return { data: await bulkCreate(app, s, business, req.query, files.csv, files.photos ?? null) };
    },
  );
}
