import { envelope } from '@panel/shared/schemas/common.ts';
import {
  linkCategoryBodySchema,
  linkCategoryDeletedSchema,
  linkCategoryListSchema,
  linkCategoryParamsSchema,
  linkCategorySchema,
  linkTypeBodySchema,
  linkTypeDeletedSchema,
  linkTypeListQuerySchema,
  linkTypeListSchema,
  linkTypeParamsSchema,
  linkTypeSchema,
} from '@panel/shared/schemas/link-store.ts';
import type { AppInstance } from '../../app-types.ts';
import { ensureCatalogues } from '../../seed/cards.ts';
import * as service from './service.ts';

/** Link Store: everyone signed in reads it (the card editor offers it); superadmins manage it. */
export default async function linkStoreRoutes(app: AppInstance) {
  // The catalogue ships with the product (production too), so it is ensured on start, not by a demo seed.
  app.addHook('onReady', () => ensureCatalogues(app.db));
  const base = '/api/v1/link-store';

  app.get(
    `${base}/link-category`,
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(linkCategoryListSchema) } } },
    async () => ({ data: await service.listCategories(app.db, app.storage) }),
  );
  app.post(
    `${base}/link-category`,
    {
      config: { access: 'linkStore' },
      schema: {
        body: linkCategoryBodySchema,
        response: { 200: envelope(linkCategorySchema), 201: envelope(linkCategorySchema) },
      },
    },
    async (req, reply) => {
      const id = await service.saveCategory(app.db, req.body);
      if (!req.body.linkCategoryId) reply.status(201);
      return { data: await service.getCategory(app.db, app.storage, id) };
    },
  );
  app.get(
    `${base}/link-category/:linkCategoryId`,
    {
      config: { access: 'signedIn' },
      schema: { params: linkCategoryParamsSchema, response: { 200: envelope(linkCategorySchema) } },
    },
    async (req) => ({ data: await service.getCategory(app.db, app.storage, req.params.linkCategoryId) }),
  );
  app.delete(
    `${base}/link-category/:linkCategoryId`,
    {
      config: { access: 'linkStore' },
      schema: { params: linkCategoryParamsSchema, response: { 200: envelope(linkCategoryDeletedSchema) } },
    },
    async (req) => {
      await service.deleteCategory(app.db, req.params.linkCategoryId);
      return { data: { linkCategoryId: req.params.linkCategoryId, deleted: true } };
    },
  );

  app.get(
    `${base}/link-type`,
    {
      config: { access: 'signedIn' },
      schema: { querystring: linkTypeListQuerySchema, response: { 200: envelope(linkTypeListSchema) } },
    },
    async (req) => ({ data: await service.listTypes(app.db, app.storage, req.query) }),
  );
  app.post(
    `${base}/link-type`,
    {
      config: { access: 'linkStore' },
      schema: {
        body: linkTypeBodySchema,
        response: { 200: envelope(linkTypeSchema), 201: envelope(linkTypeSchema) },
      },
    },
    async (req, reply) => {
      const id = await service.saveType(app.db, req.body);
      if (!req.body.linkTypeId) reply.status(201);
      return { data: await service.getType(app.db, app.storage, id) };
    },
  );
  app.get(
    `${base}/link-type/:linkTypeId`,
    {
      config: { access: 'signedIn' },
      schema: { params: linkTypeParamsSchema, response: { 200: envelope(linkTypeSchema) } },
    },
    async (req) => ({ data: await service.getType(app.db, app.storage, req.params.linkTypeId) }),
  );
  app.delete(
    `${base}/link-type/:linkTypeId`,
    {
      config: { access: 'linkStore' },
      schema: { params: linkTypeParamsSchema, response: { 200: envelope(linkTypeDeletedSchema) } },
    },
    async (req) => {
      await service.deleteType(app.db, req.params.linkTypeId);
      return { data: { linkTypeId: req.params.linkTypeId, deleted: true } };
    },
  );
}
