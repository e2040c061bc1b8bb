import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '@panel/shared/i18n/languages.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  businessIdQuerySchema,
  cardDeletedSchema,
  cardIdAvailabilitySchema,
  cardListByBusinessSchema,
  cardListQuerySchema,
  cardListSchema,
  cardNoQuerySchema,
  cardSchema,
  checkCardIdAvailabilityQuerySchema,
  deleteCardBodySchema,
  updateCardAboutUsBodySchema,
  updateCardBasicDetailsBodySchema,
  updateCardGalleryBodySchema,
  updateCardLimitBodySchema,
  updateCardLinksBodySchema,
  updateCardPaymentOptionsBodySchema,
  updateCardProductsBodySchema,
  updateCardSettingsBodySchema,
  updateCardSocialLinksBodySchema,
  updateCardStatusBodySchema,
  updateCardTemplateBodySchema,
  updateCardYoutubeVideosBodySchema,
  updateImagePostSettingsBodySchema,
  updateImagePostStatusBodySchema,
  updatedCardSchema,
} from '@panel/shared/schemas/card.ts';
import type { AppInstance } from '../../app-types.ts';
import { localize } from '../../i18n/messages.ts';
import { originOf } from '../../public-card/origin.ts';
import { scopeOf } from '../businesses/access.ts';
import { cardFor, type CardRow } from './access.ts';
import { listCards } from './list.ts';
import * as service from './service.ts';

export default async function cardRoutes(app: AppInstance) {
  const view = (req: FastifyRequest, r: { card: CardRow; business: { businessName: string } }) =>
    service.toCard(r.card, r.business, app.storage, originOf(req));
  const updated = (req: FastifyRequest, r: { card: CardRow; business: { businessName: string } }) => ({
    data: { updatedCard: view(req, r) },
  });

  app.get(
    '/api/v1/getCardsByBusiness',
    {
      config: { access: 'signedIn' },
      schema: { querystring: businessIdQuerySchema, response: { 200: envelope(cardListByBusinessSchema) } },
    },
    async (req) => {
      const { business, rows } = await service.cardsByBusiness(app.db, scopeOf(req), req.query.businessId);
      const list = rows.map((card) => view(req, { card, business }));
      return { data: { list, total: list.length } };
    },
  );

  app.get(
    '/api/v1/card',
    {
      config: { access: 'signedIn' },
      schema: { querystring: cardNoQuerySchema, response: { 200: envelope(cardSchema) } },
    },
    async (req) => ({
      data: view(req, await cardFor(app.db, scopeOf(req), req.query.cardNo)),
    }),
  );

  app.get(
    '/api/v1/checkCardIdAvailability',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: checkCardIdAvailabilityQuerySchema,
        response: { 200: envelope(cardIdAvailabilitySchema) },
      },
    },
    async (req) => {
      const scope = scopeOf(req);
      // The asking card must be one the caller may edit, or its own id would leak as "available".
      if (req.query.cardNo !== undefined) await cardFor(app.db, scope, req.query.cardNo);
      const answer = await service.cardIdAvailability(
        app.db,
        scope.agencyId,
        req.query.cardId,
        req.query.cardNo,
      );
      const language = requestLanguage(req.headers['accept-language']);
      return { data: { ...answer, message: answer.message && localize(answer.message, language) } };
    },
  );

  app.post(
    '/api/v1/updateCardBasicDetails',
    {
      config: { access: 'signedIn' },
      schema: {
        body: updateCardBasicDetailsBodySchema,
        response: { 200: envelope(updatedCardSchema), 201: envelope(updatedCardSchema) },
      },
    },
    async (req, reply) => {
      const language = requestLanguage(req.headers['accept-language']);
      const r = await service.saveBasicDetails(app.db, scopeOf(req), req.body, req.log, language);
      if (req.body.cardNo === undefined) reply.status(201);
      return updated(req, r);
    },
  );

  const sections = [
    ['updateCardPaymentOptions', 'paymentOptions', updateCardPaymentOptionsBodySchema],
    ['updateCardYoutubeVideos', 'youtubeVideos', updateCardYoutubeVideosBodySchema],
    ['updateCardSocialLinks', 'socialLinks', updateCardSocialLinksBodySchema],
    ['updateCardTemplate', 'template', updateCardTemplateBodySchema],
    ['updateCardGallery', 'gallery', updateCardGalleryBodySchema],
    ['updateCardAboutUs', 'aboutUs', updateCardAboutUsBodySchema],
    ['updateCardProducts', 'products', updateCardProductsBodySchema],
    ['updateCardLinks', 'links', updateCardLinksBodySchema],
    ['updateCardSettings', 'settings', updateCardSettingsBodySchema],
  ] as const;
  for (const [path, key, body] of sections) {
    app.post(
      `/api/v1/${path}`,
      { config: { access: 'signedIn' }, schema: { body, response: { 200: envelope(updatedCardSchema) } } },
      async (req) => {
        const input = req.body as { cardNo: number } & Record<typeof key, never>;
        return updated(req, await service.saveSection(app.db, scopeOf(req), input.cardNo, key, input[key]));
      },
    );
  }

  app.get(
    '/api/v1/getcardlist',
    {
      config: { access: 'staff' },
      schema: { querystring: cardListQuerySchema, response: { 200: envelope(cardListSchema) } },
    },
    async (req) => ({ data: await listCards(app.db, scopeOf(req), req.query, originOf(req), app.keptRead) }),
  );

  app.post(
    '/api/v1/updateCardStatus',
    {
      config: { access: 'manageBusinesses' },
      schema: { body: updateCardStatusBodySchema, response: { 200: envelope(updatedCardSchema) } },
    },
    async (req) =>
      updated(
        req,
        await service.updateCardAdmin(app.db, scopeOf(req), req.body.cardNo, { status: req.body.status }),
      ),
  );
  app.post(
    '/api/v1/updateCardLimit',
    {
      config: { access: 'manageBusinesses' },
      schema: { body: updateCardLimitBodySchema, response: { 200: envelope(updatedCardSchema) } },
    },
    async (req) =>
      updated(
        req,
        await service.updateCardAdmin(app.db, scopeOf(req), req.body.cardNo, {
          cardLimit: req.body.cardLimit,
        }),
      ),
  );
  app.post(
    '/api/v1/updateImagePostStatus',
    {
      config: { access: 'manageBusinesses' },
      schema: { body: updateImagePostStatusBodySchema, response: { 200: envelope(updatedCardSchema) } },
    },
    async (req) =>
      updated(
        req,
        await service.updateCardAdmin(app.db, scopeOf(req), req.body.cardNo, {
          imagePostStatus: req.body.imagePostStatus,
        }),
      ),
  );
  app.post(
    '/api/v1/updateImagePostSettings',
    {
      config: { access: 'manageBusinesses' },
      schema: { body: updateImagePostSettingsBodySchema, response: { 200: envelope(updatedCardSchema) } },
    },
    async (req) =>
      updated(
        req,
        await service.updateCardAdmin(app.db, scopeOf(req), req.body.cardNo, {
          imagePostSettings: req.body.imagePostSettings,
        }),
      ),
  );
  app.post(
    '/api/v1/deleteCard',
    {
      config: { access: 'ownerOrAdmin' },
      schema: { body: deleteCardBodySchema, response: { 200: envelope(cardDeletedSchema) } },
    },
    async (req) => {
      await service.deleteCard(app.db, scopeOf(req), req.body.cardNo);
      return { data: { cardNo: req.body.cardNo, deleted: true } };
    },
  );
}
