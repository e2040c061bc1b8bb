import { variantKey } from '@panel/shared/schemas/document.ts';
import {
  businessCategoryListSchema,
  businessDeletedSchema,
  businessIdParamsSchema,
  businessListSchema,
  businessSchema,
  businessListQuerySchema,
  businessesByUserQuerySchema,
  cloneBusinessBodySchema,
  registeredCustomerSchema,
  registerUserAndGetBusinessesBodySchema,
  saveBusinessBodySchema,
  updateBusinessMetadataBodySchema,
} from '@panel/shared/schemas/business.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { scopeOf } from './access.ts';
import * as service from './service.ts';

export default async function businessRoutes(app: AppInstance) {
  const mediaUrl = (ref: string) => app.storage.url(variantKey(ref, 160));

  app.get(
    '/api/v1/business/categories',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(businessCategoryListSchema) } } },
    async () => ({ data: { list: await service.listCategories(app.db) } }),
  );

  app.get(
    '/api/v1/business',
    {
      config: { access: 'staff' },
      schema: { querystring: businessListQuerySchema, response: { 200: envelope(businessListSchema) } },
    },
    async (req) => ({
      data: await service.listBusinesses(app.db, scopeOf(req), req.query, mediaUrl, app.keptRead),
    }),
  );

  app.get(
    '/api/v1/business/getBusinessesByUser',
    {
      config: { access: 'signedIn' },
      schema: { querystring: businessesByUserQuerySchema, response: { 200: envelope(businessListSchema) } },
    },
    async (req) => ({
      data: await service.businessesByUser(app.db, scopeOf(req), req.query.userId, mediaUrl),
    }),
  );

  app.get(
    '/api/v1/business/:id',
    {
      config: { access: 'signedIn' },
      schema: { params: businessIdParamsSchema, response: { 200: envelope(businessSchema) } },
    },
    async (req) => ({
      data: await service.getBusiness(app.db, scopeOf(req), req.params.id, mediaUrl, app.keptRead),
    }),
  );

  app.post(
    '/api/v1/business/registerUserAndGetBusinesses',
    {
      config: { access: 'staff' },
      schema: {
        body: registerUserAndGetBusinessesBodySchema,
        response: { 200: envelope(registeredCustomerSchema) },
      },
    },
    async (req) => ({
      data: await service.registerUserAndGetBusinesses(app.db, scopeOf(req), req.body, mediaUrl, req.log),
    }),
  );

  app.post(
    '/api/v1/business',
    {
      config: { access: 'signedIn' },
      schema: {
        body: saveBusinessBodySchema,
        response: { 200: envelope(businessSchema), 201: envelope(businessSchema) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const id = await service.saveBusiness(app.db, scope, req.body, req.log);
      if (!req.body.businessId) reply.status(201);
      return { data: await service.getBusiness(app.db, scope, id, mediaUrl) };
    },
  );

  app.post(
    '/api/v1/business/updateBusinessMetadata',
    {
      config: { access: 'allBusinesses' },
      schema: { body: updateBusinessMetadataBodySchema, response: { 200: envelope(businessSchema) } },
    },
    async (req) => {
      const scope = scopeOf(req);
      const id = await service.updateBusinessMetadata(app.db, scope, req.body);
      return { data: await service.getBusiness(app.db, scope, id, mediaUrl) };
    },
  );

  app.delete(
    '/api/v1/business/:id',
    {
      config: { access: 'ownerOrAdmin' },
      schema: { params: businessIdParamsSchema, response: { 200: envelope(businessDeletedSchema) } },
    },
    async (req) => {
      await service.deleteBusiness(app.db, scopeOf(req), req.params.id);
      return { data: { businessId: req.params.id, deleted: true } };
    },
  );

  app.post(
    '/api/v1/business/cloneBusiness',
    {
      config: { access: 'manageBusinesses' },
      schema: { body: cloneBusinessBodySchema, response: { 201: envelope(businessSchema) } },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const id = await service.cloneBusiness(app.db, scope, req.body);
      reply.status(201);
      return { data: await service.getBusiness(app.db, scope, id, mediaUrl) };
    },
  );
}
